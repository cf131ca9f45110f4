// The namespaces of every screen after the first: one chunk per language, loaded with the first screen that needs them.
import personal from './personal.json';
import report from './report.json';
import household from './household.json';
import signup from './signup.json';
import income from './income.json';
import payment from './payment.json';

export const texts = { personal, report, household, signup, income, payment };
