// A host with a clock of its own and nothing on screen: the pace report (web/pace_report.cc) and
// the native tests drive a table's session through it, frame by frame, as the app does.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "kit/host.h"
#include "kit/session.h"

namespace allclear::web {

class ClockHost : public Host, public Session::Keeper {
 public:
  Session session{*this};
  double clock = 0;
  int keeps = 0;  // actions the session asked to keep (save)

  // Starts a game of `seats` and `seed` on `table` at `pace`, as New game's Start does (false,
  // and *error, when the game refuses it).
  bool start(Table& table, std::vector<Seat> seats, std::uint64_t seed, BotPace pace, std::string* error) {
    Session::put(table, Match::start(table, table.name(), {}, std::move(seats), seed, error));
    if (!table.match()) return false;
    table.refresh();
    session.open(table);
    session.set_pace(pace, false);
    session.drawing(clock);
    session.started(*this);
    return true;
  }

  double now() const override { return clock; }
  bool tumbling() const override { return session.tumbling(); }
  bool motion_reduced() const override { return session.motion_reduced(); }
  BotPace pace() const override { return session.pace(); }
  void announce(std::string, ImU32) override {}
  void go(Screen) override {}
  void go_back() override {}
  void roll_dice() override { session.roll_dice(*this); }
  void choose(Action action) override { session.choose(*this, action); }
  void skip_ahead() override { session.skip_ahead(); }
  bool skipping() const override { return session.skipping(); }
  bool can_skip() const override { return session.can_skip(true); }
  void next_round() override {}
  void leave_finished_game(Screen) override {}
  void play_again() override {}
  bool daily() const override { return false; }
  void share_daily() override {}
  void request_frames() override {}
  const std::string& storage_notice() const override { return none_; }
  const std::string& news() const override { return none_; }
  ImU32 news_colour() const override { return 0; }
  void keep(bool) override { ++keeps; }

 private:
  std::string none_;
};

}  // namespace allclear::web
