// Server seeds and their commitments: a seed is 32 random bytes as hex; its published hash is the
// SHA-256 of that hex string, so a player can check a revealed seed with any SHA-256 tool.
import { createHash, randomBytes } from 'node:crypto';

export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');
export const hashServerSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex');
