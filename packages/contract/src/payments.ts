// Payment providers' webhooks and, outside production, the sandbox gateway.
export {};
