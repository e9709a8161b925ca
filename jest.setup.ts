import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 3 s, not 1 s: on a 2-core CI machine running the whole suite a lazily loaded MUI
// part can take longer than a second to appear. They still return as soon as the condition holds.
configure({ asyncUtilTimeout: 3000 });
