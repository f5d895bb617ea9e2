// Health, readiness, metrics and the web client's configuration.
export {};
