#include "backup_screen.h"

#include <algorithm>
#include <string>

#include "backup_bridge.h"
#include "core/json.h"
#include "kit/ui.h"
#include "page.h"
#include "storage.h"

namespace allclear::web {

namespace {

std::string entries_text(std::size_t n) { return std::to_string(n) + (n == 1 ? " entry" : " entries"); }

// Every saved entry of All Clear on this device, sorted by key.
SavedData saved_data() {
  SavedData data;
  for (const std::string& key : storage::keys(std::string(kSavedKeyPrefix)))
    if (std::optional<std::string> text = storage::get(key)) data.emplace_back(key, *text);
  return data;
}

// The day a backup says it was exported ("" if it does not say); the file was checked already.
std::string exported_day(const std::string& text) {
  Json doc;
  std::string error;
  if (!parse_json(text, &doc, &error)) return "";
  const Json* exported = doc.find("exported");
  return exported && exported->kind == Json::Kind::kString ? exported->string.substr(0, 32) : "";
}

void export_backup(BackupScreen& screen) {
  const SavedData data = saved_data();
  screen.refused = false;
  if (data.empty()) {
    screen.notice = "Nothing is saved on this device yet: there is nothing to export.";
    return;
  }
  const std::string day = local_date();
  const std::string text = backup_to_json(data, day);
  const std::string file_name = "allclear-backup-" + day + ".json";
  backup_file::download(file_name, text);
  screen.notice = "Exported " + entries_text(data.size()) + " as " + file_name + " (see your downloads).";
  // What is kept here should import again; say so now if it would not.
  SavedData check;
  std::string error;
  if (!parse_backup(text, &check, &error)) screen.notice += " Note: " + error;
}

// The picker's file: checked, then confirmation is asked.
void read_picked_file(BackupScreen& screen) {
  screen.picking = false;
  screen.confirm = false;
  screen.incoming.clear();
  screen.refused = true;
  const std::optional<std::string> text = backup_file::take();
  if (!text) {
    screen.notice = "The file could not be read: nothing was imported.";
    return;
  }
  std::string error;
  if (!parse_backup(*text, &screen.incoming, &error)) {
    screen.incoming.clear();
    screen.notice = error;
    return;
  }
  screen.refused = false;
  screen.notice.clear();
  screen.exported = exported_day(*text);
  screen.confirm = true;
}

// Confirmed: the file's data replaces all saved data, then a reload.
void import_backup(BackupScreen& screen) {
  // What is here now, to put back if storage refuses part of the file.
  const SavedData before = saved_data();
  const SavedData& incoming = screen.incoming;
  auto in = [](const SavedData& data, const std::string& key) {
    return std::any_of(data.begin(), data.end(), [&key](const auto& entry) { return entry.first == key; });
  };
  bool written = true;
  for (const auto& entry : incoming) {
    if (!storage::set(entry.first, entry.second)) {
      written = false;
      break;
    }
  }
  if (!written) {
    for (const auto& entry : incoming)
      if (!in(before, entry.first)) storage::remove(entry.first);
    for (const auto& entry : before) storage::set(entry.first, entry.second);
    screen.confirm = false;
    screen.incoming.clear();
    screen.refused = true;
    screen.notice = "Storage refused the file's data (unavailable or full): nothing was changed.";
    return;
  }
  for (const auto& entry : before)
    if (!in(incoming, entry.first)) storage::remove(entry.first);
  // The page starts again and reads the new data as it reads any saved data.
  backup_file::reload_with_report("Imported the backup exported " + screen.exported + " (" +
                                  entries_text(incoming.size()) + "). Games in progress resume from home.");
  screen.confirm = false;
  screen.notice = "Imported: reloading…";
}

void draw_confirm_import(BackupScreen& screen) {
  begin_screen("##backup", 0.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::PushFont(fonts().title);
  text_wrapped("Replace all saved data?");
  ImGui::PopFont();
  const std::string what =
      "This replaces all saved games, scores and statistics on this device with the file's "
      "(exported " +
      (screen.exported.empty() ? std::string("on an unknown day") : screen.exported) + ", " +
      entries_text(screen.incoming.size()) +
      "). What is here now is lost unless you "
      "exported it. This cannot be undone.";
  text_wrapped(what.c_str());
  ImGui::Dummy(ImVec2(1, 16));
  // Keeping what is here is the first, safe choice; replacing it is further down.
  ImGui::PushFont(fonts().bold);
  if (choice("backup.keep", "Keep what is here", ImVec2(w, kTouch + 16), true)) {
    screen = BackupScreen{};
  }
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(1, 24));
  if (button("backup.confirm-import", "Replace with the file", ImVec2(w, kTouch + 16))) {
    import_backup(screen);
  }
  drag_scroll();
  end_screen();
}

}  // namespace

bool draw_backup(BackupScreen& screen) {
  if (screen.picking && backup_file::ready() != backup_file::Picked::kNothing) read_picked_file(screen);
  if (screen.confirm) {
    draw_confirm_import(screen);
    return false;
  }
  begin_screen("##backup", kTouch + 20.0f, Opens::kAtTop, Messages::kInStrip);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::PushFont(fonts().title);
  text_wrapped("Backup and restore");
  ImGui::PopFont();
  text_wrapped(
      "A backup file holds everything All Clear keeps on this device: each game in progress, the "
      "latest finished games with their scores, and the statistics of every game.");
  ImGui::Dummy(ImVec2(1, 8));
  heading("Export");
  if (button("backup.export", "Export a backup file", ImVec2(w, kTouch + 8))) {
    export_backup(screen);
  }
  muted_text("Saved to your downloads as allclear-backup-<date>.json. Keep it, or open it on another device.");
  ImGui::Dummy(ImVec2(1, 16));
  heading("Import");
  if (button("backup.import", "Import a backup file", ImVec2(w, kTouch + 8))) {
    screen.notice.clear();
    screen.refused = false;
    screen.picking = true;
    backup_file::pick(kBackupLimit);
  }
  muted_text(
      "The whole file is checked first: a file that is not an All Clear backup, is damaged or comes from a "
      "newer All Clear is refused and nothing changes. Before a good file replaces what is here, you are asked.");
  drag_scroll();
  end_body_begin_bar();
  const bool back = button("backup.back", "Back", ImVec2(content_width() * 0.4f, kTouch));
  ImGui::End();
  return back;
}

}  // namespace allclear::web
