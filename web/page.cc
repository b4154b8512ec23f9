#include "page.h"

#include <emscripten.h>

#include <cstdio>

namespace allclear::web {

// clang-format off
EM_JS(int, allclear_local_date, (), {
  var now = new Date();
  return now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
});
// clang-format on

std::string local_date() {
  const int ymd = allclear_local_date();
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d-%02d", ymd / 10000, ymd / 100 % 100, ymd % 100);
  return text;
}

// The outcome lands in Module.allclearCopied (1 copied, 2 refused) and wakes the main loop: the
// asynchronous clipboard answers later.
// clang-format off
EM_JS(void, allclear_copy_text, (const char* text), {
  var value = UTF8ToString(text);
  var settle = function(copied) {
    Module.allclearCopied = copied ? 1 : 2;
    if (Module.allclearWake) Module.allclearWake();
  };
  Module.allclearCopied = 0;
  // The asynchronous clipboard first; the older copy command where it is missing or refused.
  var fallback = function() {
    try {
      var area = document.createElement('textarea');
      area.value = value;
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var done = document.execCommand('copy');
      document.body.removeChild(area);
      return done;
    } catch (e) {
      return false;
    }
  };
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(value).then(function() { settle(true); }, function() { settle(fallback()); });
      return;
    }
  } catch (e) {
  }
  settle(fallback());
});

EM_JS(int, allclear_copy_outcome, (), {
  var outcome = Module.allclearCopied || 0;
  if (outcome) Module.allclearCopied = 0;
  return outcome;
});
// clang-format on

// Written into the caller's buffer (cut at its size); returns the address's length in bytes.
// clang-format off
EM_JS(int, allclear_page_address, (char* out, int size), {
  var address = location.origin + location.pathname;
  stringToUTF8(address, out, size);
  return lengthBytesUTF8(address);
});
// clang-format on

std::string page_address() {
  char text[2048];
  const int length = allclear_page_address(text, sizeof text);
  return length < static_cast<int>(sizeof text) ? std::string(text) : std::string();  // too long: none
}

void copy_to_clipboard(const std::string& text) { allclear_copy_text(text.c_str()); }

CopyOutcome copy_outcome() {
  switch (allclear_copy_outcome()) {
    case 1: return CopyOutcome::kCopied;
    case 2: return CopyOutcome::kRefused;
  }
  return CopyOutcome::kPending;
}

// A live region read again only when its text changes: the same words twice are set apart by a
// character a screen reader does not say.
// clang-format off
EM_JS(void, allclear_tell_reader, (const char* text, int urgent), {
  var region = document.getElementById(urgent ? 'reader-urgent' : 'reader');
  if (!region) return;
  var words = UTF8ToString(text);
  region.textContent = region.textContent === words ? words + '\u00a0' : words;
});

EM_JS(void, allclear_set_title, (const char* title), { document.title = UTF8ToString(title); });
// clang-format on

void tell_reader(const std::string& text, bool urgent) { allclear_tell_reader(text.c_str(), urgent ? 1 : 0); }

void set_page_title(const std::string& title) { allclear_set_title(title.c_str()); }

}  // namespace allclear::web
