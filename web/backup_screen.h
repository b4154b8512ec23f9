// Backup and restore: every saved thing of All Clear on this device (the "allclear." keys of
// localStorage) exported as one file, and such a file imported back. core/device/backup.h
// writes and checks the file; an import is all or nothing and is confirmed first.
#pragma once
#include <string>

#include "core/device/backup.h"

namespace allclear::web {

// What the screen holds between frames (the app forgets it when another screen opens).
struct BackupScreen {
  bool picking = false;  // the file picker was opened; its file may arrive
  bool confirm = false;  // a checked file waits for "Replace"
  SavedData incoming;    // that file's data
  std::string exported;  // the day it was exported
  std::string notice;    // what the latest export or import did
  bool refused = false;  // the notice says why a file was refused
};

// One frame of the screen, or of its question before an import replaces everything; true when
// Back was pressed. The app shows `screen.notice` in the screen's message strip.
bool draw_backup(BackupScreen& screen);

}  // namespace allclear::web
