// The namespaces of the first screen (Occupation in the page frame): one small chunk per language, loaded at start.
import common from './common.json';
import ui from './ui.json';
import chrome from './chrome.json';
import occupation from './occupation.json';
import workflow from './workflow.json';

export const texts = { common, ui, chrome, occupation, workflow };
