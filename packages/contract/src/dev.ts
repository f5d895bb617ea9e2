// Development helpers, never registered in production: the SMS outbox.
export {};
