import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { missingInterpolationValues, resetMissingTranslationKeys } from '@tenant/i18n';

// findBy*/waitFor give up after 1 s by default; with every jest worker busy on 2 cores a screen can take
// longer than that to settle. A ceiling, not a speed check: a screen that is fast still passes at once.
configure({ asyncUtilTimeout: 5000 });

// No screen asks for a text without the values it shows (issue 20: "This document expired on {{expiry}}"):
// every web test fails on a placeholder left without its value, whichever screen it renders.
afterEach(() => {
  const missing = missingInterpolationValues();
  resetMissingTranslationKeys();
  expect({ missingInterpolationValues: missing }).toEqual({ missingInterpolationValues: [] });
});
