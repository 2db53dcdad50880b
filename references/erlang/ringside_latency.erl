%% Latency: requests sent open loop at a fixed rate to one server process, answered to a receiver.
-module(ringside_latency).
-export([latency/1]).
-import(ringside_lib, [invalid/3, now_ns/0, op/2, next/1, finish/2, start/2, report/3]).

%% The pacer's lead before the first request and the precise pacer's spin before each (the JVM's Pacer).
-define(LEAD_NS, 1000000).
-define(SPIN_NS, 150000).

-include("ringside_fault.hrl").

%% latencyRate x latencyDuration requests, numbered from 0, sent by the driver (the pacer) to one server process,
%% request I at its intended time I/latencyRate s after the start whether or not earlier replies have come; the
%% server answers each with its id to a receiver process, which records each reply's arrival. Per id, the replies
%% and the first arrival are kept in atomics arrays, as the JVM's LatencyRecorder keeps them in arrays.
latency(#{latencyRate := Rate, latencyDuration := Duration, pacer := Pacer} = P) ->
    N = Rate * Duration,
    Driver = self(),
    Sent = atomics:new(1, [{signed, true}]),
    Replies = atomics:new(N, [{signed, true}]),
    RepliedAt = atomics:new(N, [{signed, true}]),
    Receiver = start(fun() -> receiver(Driver, N, Sent, Replies, RepliedAt, 0, 0) end, [{message_queue_data, off_heap}]),
    Server = start(fun() -> server(Receiver) end, [{message_queue_data, off_heap}]),
    Start = now_ns() + ?LEAD_NS,
    SentAt = pace(Pacer, Server, Sent, Start, Rate, 0, N, []),
    % every wait after the pacing is bounded by opTimeout, as the JVM's op
    {W, _, _} = Op = op("latency", P),
    receive_replied(Op),
    Server ! stop, % the server ends after every request, then the receiver: a late repeated reply still counts
    {received, Strays} = report(W, received, finish(Op, 2)),
    latency_result(W, Rate, Start, SentAt, Replies, RepliedAt, Strays, N).

%% Sends requests Id..N-1, each at its time; the actual send times, in id order.
pace(_, _, _, _, _, N, N, SentAt) ->
    lists:reverse(SentAt);
pace(Pacer, Server, Sent, Start, Rate, Id, N, SentAt) ->
    Now = await(Pacer, Start + offset(Id, Rate)),
    atomics:put(Sent, 1, Id + 1),
    Server ! Id,
    pace(Pacer, Server, Sent, Start, Rate, Id + 1, N, [Now | SentAt]).

%% When request Id is due after the start, exact as the JVM's LatencyWorkload.intendedOffsetNanos.
offset(Id, Rate) -> Id * 1000000000 div Rate.

%% Waits until Due (monotonic ns) or later; the reading that ended the wait. Erlang's timer (receive after) counts
%% milliseconds: parking sleeps whole milliseconds until Due is reached; precise sleeps the whole milliseconds before
%% ?SPIN_NS ahead of Due, then spins (the scheduler still preempts it for the server, by reductions).
await("parking", Due) ->
    sleep_until(Due, fun(Left) -> (Left + 999999) div 1000000 end);
await("precise", Due) ->
    sleep_until(Due - ?SPIN_NS, fun(Left) -> Left div 1000000 end),
    spin_until(Due).

sleep_until(Until, Millis) ->
    Now = now_ns(),
    case Until - Now of
        Left when Left > 0 ->
            case Millis(Left) of
                0 -> Now;
                Ms -> receive after Ms -> sleep_until(Until, Millis) end
            end;
        _ -> Now
    end.

spin_until(Due) ->
    case now_ns() of
        Now when Now >= Due -> Now;
        _ -> spin_until(Due)
    end.

receive_replied({W, _, _} = Op) ->
    case next(Op) of
        all_replied -> ok;
        Other -> invalid(W, "expected every reply, got ~0p", [Other])
    end.

server(Receiver) ->
    receive
        stop -> Receiver ! stop;
        Id -> Receiver ! server_answer(Id), server(Receiver)
    end.

%% Counts every reply, per id in Replies (its first arrival in RepliedAt), a reply to an id not yet sent as a stray;
%% says all_replied once as many replies as requests have come, and its strays at the stop.
receiver(Driver, N, Sent, Replies, RepliedAt, Total, Strays) ->
    receive
        stop ->
            Driver ! {received, Strays};
        Id ->
            Now = now_ns(),
            Strays1 = case Id >= 0 andalso Id < atomics:get(Sent, 1) of
                          true ->
                              case atomics:add_get(Replies, Id + 1, 1) of
                                  1 -> atomics:put(RepliedAt, Id + 1, Now);
                                  _ -> ok
                              end,
                              Strays;
                          false -> Strays + 1
                      end,
            Total + 1 == N andalso (Driver ! all_replied),
            receiver(Driver, N, Sent, Replies, RepliedAt, Total + 1, Strays1)
    end.

%% Validates the op (every request answered exactly once with its own id, no stray) and prints its figures, each as
%% the JVM's HdrHistogram (3 significant digits) reports it: latency from each request's intended send time (not
%% below zero), the pacer's lateness, the achieved rate.
latency_result(W, Rate, Start, SentAt, Replies, RepliedAt, Strays, N) ->
    Answers = [{Id, atomics:get(Replies, Id + 1), atomics:get(RepliedAt, Id + 1)} || Id <- lists:seq(0, N - 1)],
    Answered = [{Id, At} || {Id, C, At} <- Answers, C > 0],
    Duplicated = lists:sum([C - 1 || {_, C, _} <- Answers, C > 1]),
    FirstUnanswered = case [Id || {Id, 0, _} <- Answers] of [] -> -1; [F | _] -> F end,
    length(Answered) == N andalso Duplicated == 0 andalso Strays == 0 orelse
        invalid(W, "~b of ~b requests were answered (first unanswered id ~b), ~b replies repeated an answered id and"
                   " ~b carried an id that was never sent (or not yet); expected every request answered exactly once"
                   " with its own id", [length(Answered), N, FirstUnanswered, Duplicated, Strays]),
    Latencies = list_to_tuple(lists:sort([max(0, At - Start - offset(Id, Rate)) || {Id, At} <- Answered])),
    Lateness = list_to_tuple(lists:sort([At - Start - offset(Id, Rate)
                                         || {Id, At} <- lists:zip(lists:seq(0, N - 1), SentAt)])),
    LastReply = lists:max([Start | [At || {_, At} <- Answered]]),
    % n requests fill n slots of 1/rate: a server that keeps up achieves the offered rate
    Achieved = N / ((LastReply - Start) / 1.0e9 + 1 / Rate),
    {N, io_lib:format("p50=~b p90=~b p99=~b p99.9=~b max=~b achieved=~.6f lateness.p50=~b lateness.p99=~b",
                      [at_per_mille(Latencies, 500), at_per_mille(Latencies, 900), at_per_mille(Latencies, 990),
                       at_per_mille(Latencies, 999), highest_equivalent(element(N, Latencies)), Achieved,
                       at_per_mille(Lateness, 500), at_per_mille(Lateness, 990)])}.

%% HdrHistogram's getValueAtPercentile over sorted values: the value of rank ceil(PerMille/1000 x n) (at least 1),
%% as its bucket's highest equivalent value.
at_per_mille(Sorted, PerMille) ->
    Rank = max(1, (PerMille * tuple_size(Sorted) + 999) div 1000),
    highest_equivalent(element(Rank, Sorted)).

%% The highest value HdrHistogram (3 significant digits, lowest value 1) counts as equal to V: below 2048 each
%% value is its own; above, buckets of 2^(bit length - 11) values.
highest_equivalent(V) when V =< 0 -> 0;
highest_equivalent(V) ->
    case bit_length(V, 0) - 11 of
        Shift when Shift =< 0 -> V;
        Shift -> ((V bsr Shift) bsl Shift) + (1 bsl Shift) - 1
    end.

bit_length(0, Bits) -> Bits;
bit_length(V, Bits) -> bit_length(V bsr 1, Bits + 1).
