import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; with every jest worker busy on 2 cores a screen can take
// longer than that to settle. A ceiling, not a speed check: a screen that is fast still passes at once.
configure({ asyncUtilTimeout: 5000 });
