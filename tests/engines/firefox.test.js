// The smoke tests in Firefox ESR (Debian's firefox-esr, puppeteer-core over WebDriver BiDi).
'use strict';
const { smokeTests } = require('./smoke');
const { firefox } = require('./drivers');

smokeTests('Firefox', firefox);
