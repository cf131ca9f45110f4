import { runStandaloneService } from '@tenant/server-kit';
import { IncomeModule } from './income.module.js';

await runStandaloneService('income', IncomeModule, { portVariable: 'INCOME_PORT', defaultPort: 4302 });
