import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts on embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MQTT_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ ROLE: 'boss' })).toThrow(/ROLE/);
  });

  it('refuses a production start with default secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /TOKEN_SECRET, OPERATOR_KEY, CLIENT_CODE, PAYMENT_WEBHOOK_SECRET, SHOP_AGENT_KEY, CASINO_PROVIDER_SECRET/,
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a-long-production-token-secret',
      OPERATOR_KEY: 'a-long-production-operator-key',
      CLIENT_CODE: 'production-client-code',
      PAYMENT_WEBHOOK_SECRET: 'a-long-production-webhook-secret',
      SHOP_AGENT_KEY: 'a-long-production-shop-agent-key',
      CASINO_PROVIDER_SECRET: 'a-long-production-casino-secret',
      SMS_GATEWAY_URL: 'https://sms.example.com/v1/messages',
      SMS_GATEWAY_TOKEN: 'gateway-token-123',
    });
    expect(ok.NODE_ENV).toBe('production');
  });

  it('refuses a production start without an SMS gateway, and a gateway without a token', () => {
    const secrets = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a-long-production-token-secret',
      OPERATOR_KEY: 'a-long-production-operator-key',
      CLIENT_CODE: 'production-client-code',
      PAYMENT_WEBHOOK_SECRET: 'a-long-production-webhook-secret',
      SHOP_AGENT_KEY: 'a-long-production-shop-agent-key',
      CASINO_PROVIDER_SECRET: 'a-long-production-casino-secret',
    };
    expect(() => loadConfig(secrets)).toThrow(/without SMS_GATEWAY_URL/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toThrow(
      /SMS_GATEWAY_TOKEN must be set/,
    );
    expect(() =>
      loadConfig({ SMS_GATEWAY_URL: 'ftp://sms.example.com', SMS_GATEWAY_TOKEN: 'x'.repeat(8) }),
    ).toThrow(/SMS_GATEWAY_URL: must be a http/);
  });

  it('reads the account settings', () => {
    const config = loadConfig({
      SESSION_TTL_HOURS: '24',
      SMS_SENDER_ID: 'Slip',
      LOGIN_RATE_LIMIT_PER_IP: '5',
    });
    expect(config.SESSION_TTL_HOURS).toBe(24);
    expect(config.SMS_SENDER_ID).toBe('Slip');
    expect(config.LOGIN_RATE_LIMIT_PER_IP).toBe(5);
    expect(loadConfig({}).SESSION_TTL_HOURS).toBe(72);
    expect(() => loadConfig({ SMS_SENDER_ID: 'A-much-too-long-sender' })).toThrow(/SMS_SENDER_ID/);
  });

  it('reads the wallet settings in major units and refuses bad limits', () => {
    const config = loadConfig({
      DEPOSIT_MIN: '50.5',
      DEPOSIT_MAX: '1000',
      WITHDRAW_DAILY_COUNT: '5',
      SHOP_CODE_TTL_HOURS: '12',
    });
    expect([
      config.DEPOSIT_MIN,
      config.DEPOSIT_MAX,
      config.WITHDRAW_DAILY_COUNT,
      config.SHOP_CODE_TTL_HOURS,
    ]).toEqual([50.5, 1000, 5, 12]);
    const defaults = loadConfig({});
    expect([
      defaults.DEPOSIT_MIN,
      defaults.DEPOSIT_MAX,
      defaults.WITHDRAW_MIN,
      defaults.WITHDRAW_MAX,
    ]).toEqual([100, 5_000_000, 1_000, 5_000_000]);
    expect(defaults.PAYMENT_SANDBOX).toBeUndefined();
    expect(loadConfig({ PAYMENT_SANDBOX: 'true' }).PAYMENT_SANDBOX).toBe(true);
    expect(() => loadConfig({ DEPOSIT_MIN: '10.005' })).toThrow(
      /DEPOSIT_MIN: must be a positive amount with at most 2 decimals/,
    );
    expect(() => loadConfig({ WITHDRAW_MIN: '-1' })).toThrow(/WITHDRAW_MIN/);
    expect(() => loadConfig({ WITHDRAW_MIN: '0' })).toThrow(/WITHDRAW_MIN: must be above 0/);
    expect(loadConfig({ WITHDRAW_MAX: '999999999.99' }).WITHDRAW_MAX).toBe(999_999_999.99);
    expect(() => loadConfig({ DEPOSIT_MIN: '500', DEPOSIT_MAX: '100' })).toThrow(
      /DEPOSIT_MIN \(500\) must not be above DEPOSIT_MAX/,
    );
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });

  it('reads the shared-limit, metrics and load-shedding settings', () => {
    const defaults = loadConfig({});
    expect(defaults.REDIS_URL).toBeUndefined();
    expect(defaults.REDIS_KEY_PREFIX).toBe('slipstream:');
    expect(defaults.METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    const set = loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/2', METRICS_PORT: '9464' });
    expect([set.REDIS_URL, set.METRICS_PORT]).toEqual(['rediss://cache.internal:6380/2', 9464]);
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ LOAD_SHED_MAX_DB_WAITING: '-1' })).toThrow(/LOAD_SHED_MAX_DB_WAITING/);
  });
});
