// The names the page's JavaScript shares with what the Closure Compiler does not see (the shell's
// own script, the tests, JSON made by the C++ side): --closure 1 renames every other property.
// web/CMakeLists.txt passes this file to it. A name missing here fails the browser tests. (An
// object looked up by a name the code is given, such as a key's, quotes its properties instead.)
/** @externs */

// shell/index.html's message for a page that cannot start (web/main.cc).
var allclearFail = function (text) {};

// The synthesizer (shell/sound.js), played from web/speaker.cc and rendered by sound.test.js.
var allclearSound = {};
allclearSound.names;
allclearSound.length = function (name) {};
allclearSound.enable = function (on) {};
allclearSound.play = function (name, buzz) {};
allclearSound.render = function (name, rate) {};

// The test hook (web/test_hook.cc) the browser tests read, window.__allclear.
var __allclear = {};
__allclear.frames;
__allclear.size;
__allclear.pixelRatio;
__allclear.texts;
__allclear.screen;
__allclear.widgets;
__allclear.marks;
__allclear.stateText;
__allclear.state;
__allclear.message;
__allclear.storageOk;
__allclear.lastPress;
__allclear.verdict;
__allclear.keyboard;
__allclear.focus;
__allclear.order;

// A name field's place, JSON from web/text_field.cc: {id, value, x, y, w, h}.
var allclearField = {};
allclearField.id;
allclearField.value;
allclearField.x;
allclearField.y;
allclearField.w;
allclearField.h;

// Properties of window and of Module: the hook, the synthesizer, and the backup file the page
// picked (tests/measure/measure-costly-input.js reads Module.allclearPickedFile).
var allclearGlobals = {};
allclearGlobals.__allclear;
allclearGlobals.allclearSound;
allclearGlobals.allclearPickedFile;
