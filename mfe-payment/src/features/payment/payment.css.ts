export const paymentCss = `
.payment-fast{border-left:4px solid var(--color-primary,#0f766e);background:var(--color-surface-muted,#f4f7f6);padding:.75rem 1rem;margin:1rem 0;border-radius:.25rem}
.payment-fast p{margin:.25rem 0 0}
.payment-checkout{min-height:2rem;margin:1rem 0}
.payment-result{padding:1rem 1.25rem;border-radius:.5rem;margin:1rem 0}
.payment-result h2{margin:0 0 .25rem;font-size:1.2rem}
.payment-result--success{background:#ecfdf5;border:1px solid #10b981}
.payment-result--failure{background:#fef2f2;border:1px solid #ef4444}
`;
