// The smoke tests in WebKit (Debian's MiniBrowser --automation, WebKitWebDriver and selenium-webdriver).
'use strict';
const { smokeTests } = require('./smoke');
const { webkit } = require('./drivers');

smokeTests('WebKit', webkit);
