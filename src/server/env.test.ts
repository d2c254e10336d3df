import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  EXAMPLE_SECRET,
  parseServerEnv,
  SERVER_ENV_KEYS,
  SOLAPI_KEYS,
  SOLAPI_TEMPLATE_KEYS,
} from './env';

const PORTONE = {
  IDENTITY_PROVIDER: 'portone',
  PORTONE_STORE_ID: 'store-4f1c2f0e-0000-4000-8000-000000000001',
  PORTONE_CHANNEL_KEY: 'channel-key-00000000-0000-4000-8000-000000000002',
  PORTONE_API_SECRET: 'portone-api-secret-value',
};

const failure = (env: Record<string, string>) => {
  try {
    parseServerEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError');
};

describe('server environment', () => {
  it('defaults to the demo identity provider and PortOne’s own API', () => {
    const env = parseServerEnv({});
    expect(env.IDENTITY_PROVIDER).toBe('demo');
    expect(env.PORTONE_API_BASE).toBe('https://api.portone.io');
  });

  it('accepts PortOne with its three keys, and the empty PORTONE_* lines of .env.example with demo', () => {
    expect(parseServerEnv(PORTONE).PORTONE_STORE_ID).toBe(PORTONE.PORTONE_STORE_ID);
    expect(
      parseServerEnv({ PORTONE_STORE_ID: '', PORTONE_CHANNEL_KEY: '', PORTONE_API_SECRET: '' })
        .IDENTITY_PROVIDER,
    ).toBe('demo');
  });

  for (const key of ['PORTONE_STORE_ID', 'PORTONE_CHANNEL_KEY', 'PORTONE_API_SECRET'] as const) {
    it(`IDENTITY_PROVIDER=portone without ${key} stops with a message naming it (missing or blank)`, () => {
      for (const value of [undefined, '', '   ']) {
        const env: Record<string, string> = { ...PORTONE };
        if (value === undefined) delete env[key];
        else env[key] = value;
        const err = failure(env);
        expect(err.variables).toEqual([key]);
        expect(err.message).toContain(`${key}: required when IDENTITY_PROVIDER=portone`);
      }
    });
  }

  it('an unknown IDENTITY_PROVIDER stops with a message naming it', () => {
    const err = failure({ IDENTITY_PROVIDER: 'nice' });
    expect(err.variables).toEqual(['IDENTITY_PROVIDER']);
    expect(err.message).toMatch(/IDENTITY_PROVIDER: .*"demo".*"portone"/);
  });

  it('a PORTONE_API_BASE that is not a URL is named too; secrets never appear in the message', () => {
    const err = failure({ ...PORTONE, PORTONE_API_BASE: 'not a url', PORTONE_API_SECRET: '' });
    expect(err.variables.sort()).toEqual(['PORTONE_API_BASE', 'PORTONE_API_SECRET']);
    expect(failure({ ...PORTONE, PORTONE_API_BASE: 'x' }).message).not.toContain(PORTONE.PORTONE_API_SECRET);
  });

  it('documents every variable it reads in .env.example (NODE_ENV is set by the tools)', () => {
    const example = readFileSync('.env.example', 'utf8');
    const missing = SERVER_ENV_KEYS.filter(
      (k) => k !== 'NODE_ENV' && !new RegExp(`^${k}=`, 'm').test(example),
    );
    expect(missing).toEqual([]);
    expect(SERVER_ENV_KEYS).toContain('PORTONE_API_BASE');
  });
});

describe('messaging configuration', () => {
  const SOLAPI: Record<string, string> = {
    MESSAGING_PROVIDER: 'solapi',
    SOLAPI_API_KEY: 'NCSKEY',
    SOLAPI_API_SECRET: 'solapi-secret-value',
    SOLAPI_SENDER: '0215880000',
    SOLAPI_PFID: 'KA01PF0000',
    ...Object.fromEntries(Object.values(SOLAPI_TEMPLATE_KEYS).map((k) => [k, `TPL_${k}`])),
  };

  it('defaults to the demo provider (the server log), and accepts the empty SOLAPI_* lines of .env.example', () => {
    expect(parseServerEnv({}).MESSAGING_PROVIDER).toBe('demo');
    expect(parseServerEnv({ SOLAPI_SENDER: '', SOLAPI_API_KEY: '' }).MESSAGING_PROVIDER).toBe('demo');
    expect(parseServerEnv(SOLAPI).SOLAPI_API_BASE).toBe('https://api.solapi.com');
  });

  it('an unknown MESSAGING_PROVIDER stops with a message naming it', () => {
    const err = failure({ MESSAGING_PROVIDER: 'twilio' });
    expect(err.variables).toEqual(['MESSAGING_PROVIDER']);
  });

  for (const key of SOLAPI_KEYS) {
    it(`MESSAGING_PROVIDER=solapi without ${key} stops naming it`, () => {
      const env = { ...SOLAPI, [key]: '' };
      const err = failure(env);
      expect(err.variables).toEqual([key]);
      expect(err.message).toContain(`${key}: required when MESSAGING_PROVIDER=solapi`);
      expect(err.message).not.toContain(SOLAPI.SOLAPI_API_SECRET);
    });
  }

  it('a sender that is not digits is named', () => {
    expect(failure({ ...SOLAPI, SOLAPI_SENDER: '02-1588-0000' }).variables).toEqual(['SOLAPI_SENDER']);
  });

  it('keeps every pooled connection open unless DB_POOL_MIN says fewer, and names a pool that cannot be', () => {
    const defaults = parseServerEnv({});
    expect(defaults.DB_POOL_MAX).toBe(10);
    expect(defaults.DB_POOL_MIN).toBeUndefined();
    // the empty line of .env.example is unset, not zero
    expect(parseServerEnv({ DB_POOL_MIN: '' }).DB_POOL_MIN).toBeUndefined();
    expect(parseServerEnv({ DB_POOL_MAX: '20', DB_POOL_MIN: '4' })).toMatchObject({
      DB_POOL_MAX: 20,
      DB_POOL_MIN: 4,
    });
    expect(failure({ DB_POOL_MAX: '5', DB_POOL_MIN: '6' }).variables).toEqual(['DB_POOL_MIN']);
    expect(failure({ DB_POOL_MAX: 'ten' }).variables).toEqual(['DB_POOL_MAX']);
    expect(failure({ DB_POOL_MIN: '-1' }).variables).toEqual(['DB_POOL_MIN']);
  });

  it('warms up with 1,500 requests a minute before each opening unless told otherwise, and names a bad count or lead', () => {
    expect(parseServerEnv({})).toMatchObject({ WARM_UP_REQUESTS: 1500, WARM_UP_LEAD_SECONDS: 60 });
    expect(parseServerEnv({ WARM_UP_REQUESTS: '0', WARM_UP_LEAD_SECONDS: '10' })).toMatchObject({
      WARM_UP_REQUESTS: 0,
      WARM_UP_LEAD_SECONDS: 10,
    });
    expect(failure({ WARM_UP_REQUESTS: 'many' }).variables).toEqual(['WARM_UP_REQUESTS']);
    expect(failure({ WARM_UP_REQUESTS: '-5' }).variables).toEqual(['WARM_UP_REQUESTS']);
    expect(failure({ WARM_UP_LEAD_SECONDS: '1' }).variables).toEqual(['WARM_UP_LEAD_SECONDS']);
  });
});

describe('a production start (DATABASE_URL set) refuses unsafe settings (issue 56)', () => {
  const SECRET = 'a-production-secret-of-more-than-32-characters';
  const PRODUCTION: Record<string, string> = {
    DATABASE_URL: 'postgres://app@db.internal/moru',
    JWT_SECRET: SECRET,
    HASH_PEPPER: `pepper-${SECRET}`,
    APP_URL: 'https://trend.moru-surfaces.example',
    NEXT_PUBLIC_SITE_URL: 'https://trend.moru-surfaces.example',
    SMTP_URL: 'smtps://mailer:pw@smtp.moru-surfaces.example:465',
    MAIL_FROM: 'Moru Design Trend <no-reply@moru-surfaces.example>',
  };
  const without = (key: string) => Object.fromEntries(Object.entries(PRODUCTION).filter(([k]) => k !== key));

  it('starts with every setting given, and the embedded default still needs none', () => {
    expect(parseServerEnv(PRODUCTION).JWT_SECRET).toBe(SECRET);
    expect(parseServerEnv({}).APP_URL).toBe('http://localhost:3000');
    expect(parseServerEnv({ NODE_ENV: 'production' }).DATABASE_URL).toBeUndefined();
  });

  for (const key of ['JWT_SECRET', 'HASH_PEPPER', 'APP_URL', 'NEXT_PUBLIC_SITE_URL', 'SMTP_URL', 'MAIL_FROM'])
    it(`names ${key} when it is missing or blank`, () => {
      expect(failure(without(key)).message).toContain(`${key}: required in production (DATABASE_URL is set)`);
      for (const env of [without(key), { ...PRODUCTION, [key]: '  ' }])
        expect(failure(env).variables).toEqual([key]);
    });

  for (const key of ['JWT_SECRET', 'HASH_PEPPER'] as const)
    it(`names ${key} when it is short, the docs' placeholder or .env.example's value; never prints it`, () => {
      const example = readFileSync('.env.example', 'utf8').match(new RegExp(`^${key}=(.*)$`, 'm'))?.[1];
      expect(example).toBeDefined();
      for (const value of ['short-secret-0123456789', EXAMPLE_SECRET, example ?? '']) {
        const err = failure({ ...PRODUCTION, [key]: value });
        expect(err.variables).toEqual([key]);
        if (value) expect(err.message).not.toContain(value);
      }
    });

  for (const key of ['APP_URL', 'NEXT_PUBLIC_SITE_URL'])
    it(`names ${key} pointing at this machine, unless ALLOW_LOCAL_URLS=true (the test servers)`, () => {
      for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
        const err = failure({ ...PRODUCTION, [key]: url });
        expect(err.variables).toEqual([key]);
        expect(err.message).toContain(`${key}: points at this machine`);
        expect(parseServerEnv({ ...PRODUCTION, [key]: url, ALLOW_LOCAL_URLS: 'true' })).toMatchObject({
          [key]: url,
        });
      }
    });

  it('names every offending variable in one message', () => {
    const err = failure({ DATABASE_URL: PRODUCTION.DATABASE_URL, APP_URL: 'http://localhost:3000' });
    expect(err.variables.sort()).toEqual(
      ['APP_URL', 'HASH_PEPPER', 'JWT_SECRET', 'MAIL_FROM', 'NEXT_PUBLIC_SITE_URL', 'SMTP_URL'].sort(),
    );
    expect(err.message.split('\n')).toHaveLength(7);
  });
});

describe('SEED_PROGRAMME (issue 56): a production start that writes the programme without the demo', () => {
  it('is off unless set, and accepts true, false and the example’s line', () => {
    expect(parseServerEnv({}).SEED_PROGRAMME).toBeUndefined();
    for (const value of ['true', 'false'] as const)
      expect(parseServerEnv({ SEED_PROGRAMME: value }).SEED_PROGRAMME).toBe(value);
    const example = readFileSync('.env.example', 'utf8').match(/^SEED_PROGRAMME=(.*)$/m)?.[1];
    expect(parseServerEnv({ SEED_PROGRAMME: example ?? '' }).SEED_PROGRAMME).toBe('false');
  });

  it('stops on any other value, naming the variable', () => {
    for (const value of ['yes', '1', 'TRUE', '']) {
      const err = failure({ SEED_PROGRAMME: value });
      expect(err.variables).toEqual(['SEED_PROGRAMME']);
      expect(err.message).toContain('SEED_PROGRAMME: ');
    }
  });
});
