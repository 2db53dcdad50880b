%% Footprint: footprintActors idle processes, each blocked in receive, measured while they wait.
-module(ringside_footprint).
-export([footprint/2]).
-import(ringside_lib, [invalid/3, next/1, finish/2]).

-include("ringside_fault.hrl").

footprint({W, _, _} = Op, #{footprintActors := N}) ->
    Driver = self(),
    Before = memory(),
    Actors = [spawn(fun() -> idle(Driver, I) end) || I <- lists:seq(0, N - 1)],
    ok = waiting(Op, N),
    With = memory(),
    % monitored only now, so the measurement holds the processes alone; one that has already ended shows as noproc
    [monitor(process, Actor) || Actor <- Actors],
    lists:foldl(fun(Actor, I) -> Actor ! I, I + 1 end, 0, Actors),
    Received = [{I, M} || {received, I, M} <- finish(Op, N)],
    Misdelivered = length([I || {I, M} <- Received, I =/= M]),
    length(Received) == N andalso Misdelivered == 0 orelse
        invalid(W, "~b actors received a message, ~b of them another actor's; expected each of the ~b to receive"
                   " its own", [length(Received), Misdelivered, N]),
    Sum = lists:sum([M || {_, M} <- Received]),
    Sum == N * (N - 1) div 2 orelse invalid(W, "the received indices sum to ~b, expected ~b", [Sum, N * (N - 1) div 2]),
    {N, With - Before}.

%% Every process of the op has said it is about to wait: all exist and have run.
waiting(_, 0) -> ok;
waiting({W, _, _} = Op, Left) ->
    case next(Op) of
        waiting -> waiting(Op, Left - 1);
        Other -> invalid(W, "expected every actor waiting, got ~0p", [Other])
    end.

idle(Driver, Me) ->
    Driver ! waiting,
    receive
        M -> answer(Driver, Me, M)
    end.

%% The memory the runtime has allocated (erlang:memory(total): every process, table, binary, code and the
%% runtime's own), every process garbage collected first, so an earlier op's garbage is not counted.
memory() ->
    [erlang:garbage_collect(Pid) || Pid <- processes()],
    erlang:memory(total).
