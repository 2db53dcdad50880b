%% Fanout: a producer deals 1..n to the workers, which send x*x to one collector.
-module(ringside_fanout).
-export([fanout/2]).
-import(ringside_lib, [invalid/3, finish/2, start/1, start/2, report/3]).

-include("ringside_fault.hrl").

fanout({W, _, _} = Op, #{fanOutWorkers := N, fanOutMessages := M}) ->
    Driver = self(),
    Collector = start(fun() -> collector(Driver, M, 0, 0) end, [{message_queue_data, off_heap}]),
    Workers = [start(fun() -> fan_worker(Driver, I, Collector, 0, 0) end, [{message_queue_data, off_heap}])
               || I <- lists:seq(0, N - 1)],
    start(fun() -> producer(list_to_tuple(Workers), N, 1, M) end),
    Reports = finish(Op, N + 2),
    {collected, Collected, Sum} = report(W, collected, Reports),
    Collected == M orelse invalid(W, "collector received ~b values, expected ~b", [Collected, M]),
    Tallies = maps:from_list([{I, {C, S}} || {worker, I, C, S} <- Reports]),
    map_size(Tallies) == N orelse invalid(W, "~b worker tallies for ~b workers", [map_size(Tallies), N]),
    [check_fan_worker(W, I, maps:get(I, Tallies), N, M) || I <- lists:seq(0, N - 1)],
    Expected = wrap64(M * (M + 1) * (2 * M + 1) div 6),
    Sum == Expected orelse invalid(W, "collector's sum is ~b, expected ~b", [Sum, Expected]).

%% Worker I receives x = I+1, I+1+N, ... up to M: C numbers summing to C(I+1) + N C(C-1)/2.
check_fan_worker(W, I, {Count, Sum}, N, M) ->
    C = if I >= M -> 0; true -> (M - 1 - I) div N + 1 end,
    Count == C orelse invalid(W, "worker ~b transformed ~b numbers, expected ~b", [I, Count, C]),
    S = C * (I + 1) + N * (C - 1) * C div 2,
    Sum == S orelse invalid(W, "worker ~b received numbers summing to ~b, expected ~b", [I, Sum, S]).

producer(Workers, _, X, M) when X > M ->
    [Worker ! stop || Worker <- tuple_to_list(Workers)],
    ok;
producer(Workers, N, X, M) ->
    element((X - 1) rem N + 1, Workers) ! X,
    producer(Workers, N, X + 1, M).

fan_worker(Driver, Me, Collector, Count, Sum) ->
    receive
        X when is_integer(X) ->
            Collector ! transform(X),
            fan_worker(Driver, Me, Collector, Count + 1, Sum + X);
        stop ->
            Driver ! {worker, Me, Count, Sum}
    end.

collector(Driver, 0, Count, Sum) ->
    Driver ! {collected, Count, wrap64(Sum)};
collector(Driver, Left, Count, Sum) ->
    receive
        Y -> collector(Driver, Left - 1, Count + 1, Sum + Y)
    end.

%% The JVM's collector sums in a long, wrapping at 64 bits; Erlang's integers do not wrap, so the sum is reduced
%% to a signed 64-bit value the same way (the low 64 bits, read as two's complement).
wrap64(V) ->
    <<S:64/signed>> = <<V:64>>,
    S.
