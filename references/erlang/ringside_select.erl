%% Select: selectSources sources each send 1..selectMessages, in order, to one collector's one mailbox.
-module(ringside_select).
-export([select/2]).
-import(ringside_lib, [invalid/3, finish/2, start/1, start/2, report/3, miss/3]).

-include("ringside_fault.hrl").

%% Erlang processes have no channels: the collector's one mailbox is what a process receives from many with.
select({W, _, _} = Op, #{selectSources := N, selectMessages := M}) ->
    Driver = self(),
    Collector = start(fun() -> select_collector(Driver, N * M, 0, #{}, {0, none}) end, [{message_queue_data, off_heap}]),
    [start(fun() -> source(Collector, S, 1, M) end) || S <- lists:seq(0, N - 1)],
    {selected, Received, Tally, {OutOfOrder, First}} = report(W, selected, finish(Op, N + 1)),
    Received == N * M orelse invalid(W, "the collector got ~b messages, expected ~b", [Received, N * M]),
    Sum = M * (M + 1) div 2,
    [case maps:get(S, Tally, {0, 0, 0}) of
         {M, Sum, _} -> ok;
         {C, T, _} -> invalid(W, "source ~b was credited with ~b messages summing to ~b, expected ~b summing to ~b",
                              [S, C, T, M, Sum])
     end || S <- lists:seq(0, N - 1)],
    map_size(Tally) == N orelse invalid(W, "messages credited to sources ~w, but the sources are 0 to ~b",
                                        [maps:keys(Tally) -- lists:seq(0, N - 1), N - 1]),
    OutOfOrder == 0 orelse invalid(W, "~b messages came out of their source's order, the first: ~s", [OutOfOrder, First]).

source(_, _, I, M) when I > M -> ok;
source(Collector, S, I, M) ->
    Collector ! {S, select_number(S, I)},
    source(Collector, S, I + 1, M).

%% Per source {count, sum, last number}; a number that is not its source's last + 1 is out of order.
select_collector(Driver, Total, Total, Tally, Misses) ->
    Driver ! {selected, Total, Tally, Misses};
select_collector(Driver, Total, Received, Tally, Misses) ->
    receive
        {S, I} ->
            {C, Sum, Last} = maps:get(S, Tally, {0, 0, 0}),
            Misses1 = if I == Last + 1 -> Misses;
                         true -> miss(Misses, "source ~b's ~b came after its ~b", [S, I, Last])
                      end,
            select_collector(Driver, Total, Received + 1, Tally#{S => {C + 1, Sum + I, I}}, Misses1)
    end.
