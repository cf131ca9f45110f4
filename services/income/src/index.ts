export { IncomeModule, INCOME_DATABASE } from './income.module.js';
