%% Pingpong: a pinger and a ponger, pingPongCount round trips, each checking the sequence.
-module(ringside_pingpong).
-export([pingpong/2]).
-import(ringside_lib, [invalid/3, finish/2, start/1, report/3, miss/3]).
-import(ringside_depth, [deep_receive/2, depth_check/2, checked_call/2, at_check/3, depth_seen/1, check_depth/5]).

-compile({inline, [ponged/3, pinged/3]}).
-include("ringside_fault.hrl").

pingpong({W, _, _} = Op, #{pingPongCount := N, stackDepth := 0}) ->
    Driver = self(),
    Ponger = start(fun() -> ponger(Driver, 0, {0, none}) end),
    start(fun() -> pinger(Driver, Ponger, 1, N, 0, {0, none}) end),
    check_pingpong(W, N, finish(Op, 2));
%% The same parties, each receive Depth calls deep; party 0 is the pinger, 1 the ponger.
pingpong({W, _, _} = Op, #{pingPongCount := N, stackDepth := Depth}) ->
    Driver = self(),
    Checked = depth_check(Depth, fun() -> [N, N + 1] end),
    Ponger = start(fun() -> ponger_deep(Driver, 0, {0, none}, Depth, checked_call(Checked, 1)) end),
    start(fun() -> pinger_deep(Driver, Ponger, 1, N, 0, {0, none}, Depth, checked_call(Checked, 0)) end),
    Reports = finish(Op, 2),
    check_depth(W, Depth, Checked, Reports, "party"),
    check_pingpong(W, N, Reports).

check_pingpong(W, N, Reports) ->
    {pings, Pings, {PongerMisses, PongerFirst}} = report(W, pings, Reports),
    {pongs, Pongs, {PingerMisses, PingerFirst}} = report(W, pongs, Reports),
    Pings == N andalso Pongs == N orelse
        invalid(W, "ponger received ~b pings and pinger ~b pongs, expected ~b each", [Pings, Pongs, N]),
    PongerMisses + PingerMisses == 0 orelse
        invalid(W, "~b messages out of sequence, the first: ~s",
                [PongerMisses + PingerMisses, first_miss(PongerFirst, PingerFirst)]).

%% Sends ping Seq, waits for its pong, and only then sends the next; the pong must answer the last ping sent.
pinger(Driver, Ponger, Seq, N, Pongs, Misses) when Seq > N ->
    Ponger ! stop,
    Driver ! {pongs, Pongs, Misses};
pinger(Driver, Ponger, Seq, N, Pongs, Misses) ->
    Ponger ! {ping, self(), Seq},
    receive
        {pong, Pong} ->
            pinger(Driver, Ponger, Seq + 1, N, Pongs + pongs_counted(Pong), ponged(Misses, Pong, Seq))
    end.

ponged(Misses, Pong, Seq) ->
    if Pong == Seq -> Misses;
       true -> miss(Misses, "pong ~b arrived after ping ~b was sent", [Pong, Seq])
    end.

pinger_deep(Driver, Ponger, Seq, N, Pongs, Misses, _, _) when Seq > N ->
    Ponger ! stop,
    depth_seen(Driver),
    Driver ! {pongs, Pongs, Misses};
pinger_deep(Driver, Ponger, Seq, N, Pongs, Misses, Depth, CheckAt) ->
    Ponger ! {ping, self(), Seq},
    {pong, Pong} = deep_receive(levels(Depth), at_check(0, Seq, CheckAt)),
    pinger_deep(Driver, Ponger, Seq + 1, N, Pongs + pongs_counted(Pong), ponged(Misses, Pong, Seq), Depth, CheckAt).

%% Pings must arrive as 1, 2, 3, ...; each is answered with its own number.
ponger(Driver, Pings, Misses) ->
    receive
        {ping, Pinger, Seq} ->
            Pinger ! {pong, Seq},
            ponger(Driver, Pings + 1, pinged(Misses, Seq, Pings));
        stop ->
            Driver ! {pings, Pings, Misses}
    end.

pinged(Misses, Seq, Pings) ->
    if Seq == Pings + 1 -> Misses;
       true -> miss(Misses, "ping ~b arrived when ping ~b was due", [Seq, Pings + 1])
    end.

ponger_deep(Driver, Pings, Misses, Depth, CheckAt) ->
    case deep_receive(levels(Depth), at_check(1, Pings + 1, CheckAt)) of
        {ping, Pinger, Seq} ->
            Pinger ! {pong, Seq},
            ponger_deep(Driver, Pings + 1, pinged(Misses, Seq, Pings), Depth, CheckAt);
        stop ->
            depth_seen(Driver),
            Driver ! {pings, Pings, Misses}
    end.

first_miss(none, Pinger) -> Pinger;
first_miss(Ponger, none) -> Ponger;
first_miss(Ponger, Pinger) -> "ponger: " ++ Ponger ++ "; pinger: " ++ Pinger.
