%% The helpers every workload's op uses: its deadline, its driver's receive, the start and end of its processes, the
%% reports they send, and the failure that ends the run (one line on stderr, the contract's exit status).
-module(ringside_lib).
-export([fail/2, invalid/3, now_ns/0, op/2, next/1, finish/2, start/1, start/2, report/3, miss/3]).

fail(Status, Text) ->
    io:format(standard_error, "~ts~n", [Text]),
    halt(Status).

%% A failed check: one line on stderr and exit status 3, at once (halt ends every process of the op).
invalid(W, Format, Args) ->
    fail(3, lists:flatten(io_lib:format("invalid: ~s: " ++ Format, [W | Args]))).

now_ns() -> erlang:monotonic_time(nanosecond).

%% ---- the op's driver: it starts the processes, takes their reports and validates them ----

%% One op's workload name and deadline (monotonic ms).
op(W, #{opTimeout := S}) -> {W, S, erlang:monotonic_time(millisecond) + S * 1000}.

%% The next message to the driver, within the op's deadline; a process that crashed fails the op.
next({W, S, Deadline}) ->
    Left = max(0, Deadline - erlang:monotonic_time(millisecond)),
    receive
        {'DOWN', _, process, _, Reason} when Reason =/= normal ->
            invalid(W, "a process of the op ended with ~0p", [Reason]);
        Message ->
            Message
    after Left ->
        invalid(W, "op timed out after ~b s", [S])
    end.

%% Waits for the end of the op's N monitored processes (the tear-down), gathering their reports meanwhile. Each
%% process reports before it ends, and signals from one process arrive in order, so once all are down every
%% report is in: a missing one shows at once, not at the timeout.
finish(Op, N) -> finish(Op, N, []).

finish(_, 0, Reports) -> lists:reverse(Reports);
finish(Op, N, Reports) ->
    case next(Op) of
        {'DOWN', _, process, _, normal} -> finish(Op, N - 1, Reports);
        Report -> finish(Op, N, [Report | Reports])
    end.

start(Fun) ->
    start(Fun, []).

%% A process that many messages may queue for keeps its queue off its heap: on the heap (erl's default), every
%% garbage collection of the process copies the whole queue, so a flooded process slows down more than linearly.
start(Fun, Options) ->
    {Pid, _} = spawn_opt(Fun, [monitor | Options]),
    Pid.

%% A party's mismatches: their count and the first one's text, made only when there is one (the correct path
%% allocates nothing for the check).
miss({0, none}, Format, Args) -> {1, lists:flatten(io_lib:format(Format, Args))};
miss({N, First}, _, _) -> {N + 1, First}.

%% The one report tagged Tag among an op's reports.
report(W, Tag, Reports) ->
    case [R || R <- Reports, element(1, R) == Tag] of
        [R] -> R;
        Found -> invalid(W, "~b reports tagged ~0p, expected one; the op's reports: ~0p", [length(Found), Tag, Reports])
    end.
