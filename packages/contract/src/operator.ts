// The operator's back office: withdrawals to approve, content, bonuses and settings.
export {};
