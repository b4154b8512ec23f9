// The page's side of a backup file: saving a text as a download, and reading a file the player
// picks. The app checks and writes the data itself (core/device/backup.h); this only moves text
// between the page and the app.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

namespace allclear::web::backup_file {

// Offers `text` as a download named `file_name` (a JSON file).
void download(const std::string& file_name, const std::string& text);

// Opens the browser's file picker for a JSON file. The chosen file's text arrives later (the
// page reads it while the app may sleep; the app is woken then): see ready() and take().
// At most `limit` + 1 bytes are read, so a larger file reads as too large.
void pick(std::size_t limit);

enum class Picked { kNothing, kText, kUnreadable };
// What the picker has brought since the latest take(), without taking it.
Picked ready();
// The picked file's text (once), or nothing if none arrived or it could not be read.
std::optional<std::string> take();

// After an import: reloads the page, which reads the new data as at any start; `report` is shown
// once after the reload (kept in sessionStorage). taken_report() gives it (once) after the reload.
void reload_with_report(const std::string& report);
std::optional<std::string> taken_report();

}  // namespace allclear::web::backup_file
