// Account-name enquiry: the name a bank holds for an account number. The sandbox directory answers a
// deterministic name for every number (the same number always gives the same name), and "no such
// account" for numbers ending in 0000, so both paths can be tried by hand and in tests.
import { createHash } from 'node:crypto';

export interface BankDirectory {
  /** The account holder's name as the bank returns it, or null when the bank has no such account. */
  accountName(bankCode: string, accountNumber: string): Promise<string | null>;
}

const FIRST = [
  'ADAEZE',
  'CHINEDU',
  'OLUWASEUN',
  'IBRAHIM',
  'NGOZI',
  'EMEKA',
  'FUNMILAYO',
  'YUSUF',
  'AISHA',
  'TUNDE',
  'BLESSING',
  'CHIOMA',
  'BABAJIDE',
  'KELECHI',
  'ZAINAB',
  'OBINNA',
  'TEMITOPE',
  'MUSA',
  'IFEOMA',
  'SEGUN',
];
const MIDDLE = ['GRACE', 'JOHN', 'AMAKA', 'ABDUL', 'FOLAKE', 'PETER', 'HAUWA', 'DANIEL', 'ESTHER', 'SAMUEL'];
const LAST = [
  'OKAFOR',
  'ADEYEMI',
  'BELLO',
  'EZE',
  'OKONKWO',
  'ABUBAKAR',
  'OLAWALE',
  'NWOSU',
  'BALOGUN',
  'IBEKWE',
  'DANJUMA',
  'OGUNLEYE',
  'UCHE',
  'SANI',
  'ADEBAYO',
  'OKORO',
];

export function sandboxAccountName(bankCode: string, accountNumber: string): string | null {
  if (accountNumber.endsWith('0000')) return null;
  const h = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  const pick = (list: string[], byte: number) => list[h[byte]! % list.length]!;
  return `${pick(LAST, 0)} ${pick(FIRST, 1)} ${pick(MIDDLE, 2)}`;
}

export const sandboxBankDirectory: BankDirectory = {
  accountName: async (bankCode, accountNumber) => sandboxAccountName(bankCode, accountNumber),
};
