// Overrides of Emscripten's JavaScript library for the page (web/CMakeLists.txt: --js-library).
// Emscripten's Browser library (the main loop's scheduler) also exports requestFullscreen,
// requestAnimationFrame, setCanvasSize, pauseMainLoop, resumeMainLoop, getUserMedia and
// createContext on Module for pages that call them. This page does not (the app drives its loop
// from C with emscripten_pause_main_loop and emscripten_resume_main_loop), and those exports kept
// all of Browser's fullscreen, pointer lock, media and preloading code alive past Closure.
mergeInto(LibraryManager.library, {
  $Browser__postset: '',
});
