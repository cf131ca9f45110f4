// Every eagerly used namespace of one language: one chunk per language, loaded at start.
import common from './common.json';
import ui from './ui.json';
import chrome from './chrome.json';
import occupation from './occupation.json';
import personal from './personal.json';
import report from './report.json';
import workflow from './workflow.json';
import household from './household.json';
import signup from './signup.json';
import income from './income.json';
import payment from './payment.json';

export const texts = { common, ui, chrome, occupation, personal, report, workflow, household, signup, income, payment };
