import { MODAL_FADE_IN_MS, MODAL_FADE_OUT_MS } from '@tenant/domain';

export const dialogCss = `
.ui-dialog__backdrop { position: fixed; inset: 0; background: rgba(10, 20, 35, .5); display: flex; align-items: center; justify-content: center; padding: 1rem;
  z-index: 1000; animation: ui-fade-in ${MODAL_FADE_IN_MS}ms ease-out both; }
.ui-dialog__backdrop--closing { animation: ui-fade-out ${MODAL_FADE_OUT_MS}ms ease-in both; }
.ui-dialog { background: var(--color-surface); border-radius: var(--radius); max-width: 32rem; width: 100%; max-height: 90vh; overflow: auto; padding: 1.5rem; }
.ui-dialog__header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
.ui-dialog__title { margin: 0; color: var(--color-secondary); }
.ui-dialog__footer { margin-top: 1.5rem; display: flex; justify-content: flex-end; gap: .75rem; }
@keyframes ui-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes ui-fade-out { from { opacity: 1; } to { opacity: 0; } }
`;
