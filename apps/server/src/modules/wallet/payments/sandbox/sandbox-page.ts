// The sandbox's hosted payment page: one self-contained HTML document (inline styles, no scripts, no
// external resources, so the app's strict CSP serves it as is) with Approve, Decline and Leave pending.
import { formatMoney, toMajor } from '@slipstream/domain';
import type { SandboxPaymentRow } from './sandbox.repo.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const CHANNEL_NAMES: Record<string, string> = { card: 'Card', 'bank-transfer': 'Bank transfer' };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f1b2d;color:#16202e}
main{width:100%;max-width:420px;background:#fff;border-radius:14px;box-shadow:0 12px 40px rgba(0,0,0,.35);overflow:hidden}
header{background:#1c3d6e;color:#fff;padding:18px 24px;display:flex;justify-content:space-between;align-items:center}
header h1{font-size:18px;margin:0;letter-spacing:.02em}
.badge{font-size:12px;font-weight:600;background:#f5b301;color:#16202e;border-radius:999px;padding:2px 10px}
section{padding:24px}
.amount{font-size:32px;font-weight:700;margin:4px 0 16px;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px;font-size:14px}
dt{color:#5b6778}dd{margin:0;text-align:right;word-break:break-all}
.note{font-size:13px;color:#5b6778;background:#f3f5f9;border-radius:8px;padding:10px 12px;margin:0 0 20px}
form{display:grid;gap:10px;margin:0}
button,.link{display:block;width:100%;border:0;border-radius:10px;padding:13px 16px;font:inherit;font-weight:600;
  cursor:pointer;text-align:center;text-decoration:none}
.approve{background:#1f9d55;color:#fff}.approve:hover{background:#17824a}
.decline{background:#d64545;color:#fff}.decline:hover{background:#b93a3a}
.pending{background:#e6e9ef;color:#16202e}.pending:hover{background:#d5dae3}
.link{background:#1c3d6e;color:#fff}
.status{font-weight:700}.status.approved{color:#1f9d55}.status.declined{color:#d64545}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><header><h1>Sandbox Pay</h1><span class="badge">TEST MODE</span></header><section>${body}</section></main></body></html>`;
}

export function returnPath(row: SandboxPaymentRow): string {
  return `/payment-verification/${encodeURIComponent(row.channel)}?transactionRef=${encodeURIComponent(row.merchant_reference)}`;
}

export function paymentPage(row: SandboxPaymentRow, currency: string, action: string): string {
  const amount = `${escape(currency)} ${formatMoney(toMajor(row.amount))}`;
  const details = `<dl>
<dt>Payment method</dt><dd>${escape(CHANNEL_NAMES[row.channel] ?? row.channel)}</dd>
<dt>Merchant reference</dt><dd>${escape(row.merchant_reference)}</dd>
<dt>Payment id</dt><dd>${escape(row.provider_reference)}</dd>
</dl>`;
  if (row.status !== 'pending') {
    return layout(
      'Payment decided',
      `<p>This payment was <span class="status ${row.status}">${row.status}</span>.</p>
<div class="amount">${amount}</div>${details}
<a class="link" href="${escape(returnPath(row))}">Return to the merchant</a>`,
    );
  }
  return layout(
    `Pay ${amount}`,
    `<p>Amount to pay</p><div class="amount">${amount}</div>${details}
<p class="note">This page stands in for a card or bank-transfer provider. No real money moves: choose what the payer does.</p>
<form method="post" action="${escape(action)}">
<button class="approve" name="decision" value="approve" type="submit">Approve payment</button>
<button class="decline" name="decision" value="decline" type="submit">Decline</button>
<button class="pending" name="decision" value="pending" type="submit">Leave pending</button>
</form>`,
  );
}

export function notFoundPage(): string {
  return layout('Payment not found', '<p>There is no payment with this id.</p>');
}
