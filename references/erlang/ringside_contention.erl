%% Contention: contentionSenders senders each send their share of 1..n to one receiver.
-module(ringside_contention).
-export([contention/2]).
-import(ringside_lib, [invalid/3, finish/2, start/1, start/2, report/3]).

-include("ringside_fault.hrl").

contention({W, _, _} = Op, #{contentionSenders := N, contentionMessages := M}) ->
    Driver = self(),
    Receiver = start(fun() -> receiver(Driver, M, 0, 0, #{}) end, [{message_queue_data, off_heap}]),
    [start(fun() -> sender(Receiver, I, first_value(I, N, M), first_value(I, N, M) + share(I, N, M)) end)
     || I <- lists:seq(0, N - 1)],
    {received, Received, Sum, Tally} = report(W, received, finish(Op, N + 1)),
    Received == M orelse invalid(W, "the receiver got ~b messages, expected ~b", [Received, M]),
    Unknown = [S || S <- maps:keys(Tally), S < 0 orelse S >= N],
    Unknown == [] orelse invalid(W, "messages credited to senders ~w, but the senders are 0 to ~b", [Unknown, N - 1]),
    [check_sender(W, I, maps:get(I, Tally, {0, 0}), N, M) || I <- lists:seq(0, N - 1)],
    Expected = M * (M + 1) div 2,
    Sum == Expected orelse invalid(W, "the receiver's sum is ~b, expected ~b", [Sum, Expected]).

%% How many numbers sender I sends: an equal share, one more for the first n rem senders.
share(I, N, M) -> M div N + (if I < M rem N -> 1; true -> 0 end).

%% The first number of sender I's contiguous range.
first_value(I, N, M) -> 1 + I * (M div N) + min(I, M rem N).

check_sender(W, I, {Count, Sum}, N, M) ->
    C = share(I, N, M),
    Count == C orelse invalid(W, "sender ~b was credited with ~b messages, expected ~b", [I, Count, C]),
    S = C * (2 * first_value(I, N, M) + C - 1) div 2,
    Sum == S orelse invalid(W, "sender ~b sent values summing to ~b, expected ~b", [I, Sum, S]).

%% Sender and value in one integer, as the JVM's one long: the message stays one small number.
sender(_, _, End, End) ->
    ok;
sender(Receiver, Me, V, End) ->
    Receiver ! (Me bsl 32 bor value_sent(Me, V, End)),
    sender(Receiver, Me, V + 1, End).

%% Counts and sums what each sender sent, and ends once every number of the op has come.
receiver(Driver, M, M, Sum, Tally) ->
    Driver ! {received, M, Sum, Tally};
receiver(Driver, M, Received, Sum, Tally) ->
    receive
        Message ->
            Sender = Message bsr 32,
            V = Message band 16#FFFFFFFF,
            Tally1 = case Tally of
                         #{Sender := {C, S}} -> Tally#{Sender := {C + 1, S + V}};
                         _ -> Tally#{Sender => {1, V}}
                     end,
            receiver(Driver, M, Received + 1, Sum + V, Tally1)
    end.
