#include "backup_bridge.h"

#include <emscripten.h>

#include <cstdlib>

namespace {

// clang-format off
EM_JS(void, allclear_backup_download, (const char* file_name, const char* text), {
  try {
    var blob = new Blob([UTF8ToString(text)], { type: 'application/json' });
    var url = URL.createObjectURL(blob);
    var link = document.createElement('a');
    link.href = url;
    link.download = UTF8ToString(file_name);
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
  } catch (e) {
    console.warn('All Clear: the backup could not be downloaded: ' + e);
  }
});

// The chosen file lands in Module.allclearPickedFile ({ text } or { unreadable }); the main
// loop may be asleep, so it is woken.
EM_JS(void, allclear_backup_pick, (double limit), {
  Module.allclearPickedFile = null;  // an earlier pick never taken is forgotten
  var arrived = function (picked) {
    Module.allclearPickedFile = picked;
    if (Module.allclearWake) Module.allclearWake();
  };
  try {
    var input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.style.display = 'none';
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      input.remove();
      if (!file) return;
      file.slice(0, limit + 1).text().then(function (text) { arrived({ text: text }); },
                                           function () { arrived({ unreadable: true }); });
    });
    document.body.appendChild(input);
    input.click();
  } catch (e) {
    console.warn('All Clear: no file picker: ' + e);
    arrived({ unreadable: true });
  }
});

EM_JS(int, allclear_backup_ready, (), {
  var picked = Module.allclearPickedFile;
  if (!picked) return 0;
  return picked.unreadable ? 2 : 1;
});

// The picked text, malloc'ed, or 0; either way the pick is taken.
EM_JS(char*, allclear_backup_take, (), {
  var picked = Module.allclearPickedFile;
  Module.allclearPickedFile = null;
  if (!picked || picked.unreadable) return 0;
  var size = lengthBytesUTF8(picked.text) + 1;
  var ptr = _malloc(size);
  if (!ptr) return 0;
  stringToUTF8(picked.text, ptr, size);
  return ptr;
});

EM_JS(void, allclear_backup_reload, (const char* report), {
  try {
    window.sessionStorage.setItem('allclear.import-report', UTF8ToString(report));
  } catch (e) {
  }
  window.location.reload();
});

EM_JS(char*, allclear_backup_taken_report, (), {
  try {
    var report = window.sessionStorage.getItem('allclear.import-report');
    if (report === null) return 0;
    window.sessionStorage.removeItem('allclear.import-report');
    var size = lengthBytesUTF8(report) + 1;
    var ptr = _malloc(size);
    stringToUTF8(report, ptr, size);
    return ptr;
  } catch (e) {
    return 0;
  }
});
// clang-format on

std::optional<std::string> owned(char* text) {
  if (!text) return std::nullopt;
  std::string value(text);
  std::free(text);
  return value;
}

}  // namespace

namespace allclear::web::backup_file {

void download(const std::string& file_name, const std::string& text) {
  allclear_backup_download(file_name.c_str(), text.c_str());
}

void pick(std::size_t limit) { allclear_backup_pick(static_cast<double>(limit)); }

Picked ready() {
  switch (allclear_backup_ready()) {
    case 1: return Picked::kText;
    case 2: return Picked::kUnreadable;
    default: return Picked::kNothing;
  }
}

std::optional<std::string> take() { return owned(allclear_backup_take()); }

void reload_with_report(const std::string& report) { allclear_backup_reload(report.c_str()); }

std::optional<std::string> taken_report() { return owned(allclear_backup_taken_report()); }

}  // namespace allclear::web::backup_file
