%% Ring: workerCount processes in a circle pass a token ringSize hops.
-module(ringside_ring).
-export([ring/2]).
-import(ringside_lib, [invalid/3, next/1, finish/2, start/1]).
-import(ringside_depth, [deep_receive/2, depth_check/2, checked_call/2, at_check/3, depth_seen/1, check_depth/5]).

-include("ringside_fault.hrl").

ring({W, _, _} = Op, #{workerCount := N, ringSize := Size, stackDepth := Depth}) ->
    Driver = self(),
    Workers = [start(fun() -> ring_worker(Driver, I) end) || I <- lists:seq(0, N - 1)],
    Checked = depth_check(Depth, fun() -> [expected_receives(I, N, Size) || I <- lists:seq(0, N - 1)] end),
    [Worker ! ring_start(Next, Depth, Checked, I)
     || {I, Worker, Next} <- lists:zip3(lists:seq(0, N - 1), Workers, tl(Workers) ++ [hd(Workers)])],
    hd(Workers) ! Size,
    EndedBy = case next(Op) of
                  {ended, I} -> I;
                  Other -> invalid(W, "expected the end of the token, got ~0p", [Other])
              end,
    [Worker ! stop || Worker <- Workers],
    Reports = finish(Op, N),
    check_depth(W, Depth, Checked, Reports, "worker"),
    Counts = maps:from_list([{I, C} || {count, I, C} <- Reports]),
    Expected = Size rem N,
    EndedBy == Expected orelse invalid(W, "worker ~b received 0, expected worker ~b", [EndedBy, Expected]),
    map_size(Counts) == N orelse invalid(W, "~b receive counts for ~b workers", [map_size(Counts), N]),
    Total = lists:sum([check_receives(W, I, maps:get(I, Counts), N, Size) || I <- lists:seq(0, N - 1)]),
    Total == Size + 1 orelse invalid(W, "~b receives in all, expected ~b", [Total, Size + 1]).

%% Worker I receives the values v with (ringSize - v) rem workerCount == I, for v in [0, ringSize].
check_receives(W, I, Count, N, Size) ->
    Expected = expected_receives(I, N, Size),
    Count == Expected orelse invalid(W, "worker ~b received ~b messages, expected ~b", [I, Count, Expected]),
    Count.

expected_receives(I, N, Size) -> if I > Size -> 0; true -> (Size - I) div N + 1 end.

%% At depth 0 a worker starts today's loop; deeper, the loop whose every receive is that deep.
ring_start(Next, 0, _, _) -> {next, Next};
ring_start(Next, Depth, Checked, I) -> {next, Next, Depth, checked_call(Checked, I)}.

ring_worker(Driver, Me) ->
    receive
        {next, Next} -> ring_loop(Driver, Me, Next, 0);
        {next, Next, Depth, CheckAt} -> ring_deep_loop(Driver, Me, Next, 0, Depth, CheckAt)
    end.

%% ring_loop with each receive made Depth calls deep (deep_receive); receive CheckAt (from 1) counts its frames.
ring_deep_loop(Driver, Me, Next, Count, Depth, CheckAt) ->
    case deep_receive(levels(Depth), at_check(Me, Count + 1, CheckAt)) of
        0 ->
            Driver ! {ended, Me},
            ring_deep_loop(Driver, Me, Next, Count + 1, Depth, CheckAt);
        V when is_integer(V) ->
            Next ! ring_next(Me, V, Count),
            ring_deep_loop(Driver, Me, Next, Count + 1, Depth, CheckAt);
        stop ->
            depth_seen(Driver),
            Driver ! {count, Me, Count}
    end.

ring_loop(Driver, Me, Next, Count) ->
    receive
        0 ->
            Driver ! {ended, Me},
            ring_loop(Driver, Me, Next, Count + 1);
        V when is_integer(V) ->
            Next ! ring_next(Me, V, Count),
            ring_loop(Driver, Me, Next, Count + 1);
        stop ->
            Driver ! {count, Me, Count}
    end.
