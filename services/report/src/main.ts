import { runStandaloneService } from '@tenant/server-kit';
import { ReportModule } from './report.module.js';

await runStandaloneService('report', ReportModule, { portVariable: 'REPORT_PORT', defaultPort: 4304 });
