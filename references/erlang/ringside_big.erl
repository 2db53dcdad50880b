%% Big: bigActors actors ping peers from their own sequences, one ping at a time, and pong every ping.
-module(ringside_big).
-export([big/2, peer/3, peer_check/2, big_expected/3]).
-import(ringside_lib, [invalid/3, next/1, finish/2, start/1, miss/3]).

-include("ringside.hrl").
-include("ringside_fault.hrl").

%% A ping is its id (actor a's k-th: a * bigPings + k), a pong is -(id + 1): one small integer each. Each actor keeps
%% its pong count in a shared atomics array, so the receiver of a ping can check that its sender had exactly k pongs
%% (the JVM's BigTally reads the sender's count the same way). An actor with all its pongs tells the driver and keeps
%% answering pings; once all have, the driver stops them and takes their tallies. Each actor reads its peers from the
%% sequences computed once per process (persistent_term: read in place, not copied). Computed per ping, the 64-bit
%% hash would cost Erlang's big-integer arithmetic, about as much as a message; the JVM's costs a few nanoseconds.
big({W, _, _} = Op, #{bigActors := N, bigPings := K, big := {Counts, Sums}}) ->
    Driver = self(),
    Pongs = atomics:new(N, [{signed, false}]),
    Actors = [start(fun() -> big_actor(Driver, A, K, Pongs) end) || A <- lists:seq(0, N - 1)],
    Peers = list_to_tuple(Actors),
    [Actor ! {peers, Peers} || Actor <- Actors],
    ok = big_finished(Op, N),
    [Actor ! stop || Actor <- Actors],
    Tallies = maps:from_list([{A, T} || {big, A, T} <- finish(Op, N)]),
    map_size(Tallies) == N orelse invalid(W, "tallies for ~b actors, expected ~b", [map_size(Tallies), N]),
    [check_actor(W, A, maps:get(A, Tallies), K, element(A + 1, Counts), element(A + 1, Sums))
     || A <- lists:seq(0, N - 1)],
    Misses = [Miss || {_, {_, _, _, {M, _} = Miss}} <- maps:to_list(Tallies), M > 0],
    Misses == [] orelse invalid(W, "~b pings or pongs were out of sequence, the first: ~s",
                                [lists:sum([M || {M, _} <- Misses]), element(2, hd(Misses))]).

check_actor(W, A, {Pings, PingSum, Pongs, _}, K, Count, Sum) ->
    Pongs == K orelse invalid(W, "actor ~b got ~b pongs, expected ~b", [A, Pongs, K]),
    Pings == Count andalso PingSum == Sum orelse
        invalid(W, "actor ~b received ~b pings with ids summing to ~b, expected ~b summing to ~b (from every actor's"
                   " peer sequence)", [A, Pings, PingSum, Count, Sum]).

big_finished(_, 0) -> ok;
big_finished({W, _, _} = Op, Left) ->
    case next(Op) of
        {finished, _} -> big_finished(Op, Left - 1);
        Other -> invalid(W, "expected every actor's last pong, got ~0p", [Other])
    end.

%% Pings may come before the peers: they wait in the mailbox for the selective receive.
big_actor(Driver, Me, K, Pongs) ->
    Sequence = element(Me + 1, persistent_term:get(?BIG_PEERS)),
    receive
        {peers, Peers} ->
            element(element(1, Sequence) + 1, Peers) ! Me * K,
            big_loop({Driver, Me, Sequence, K, Pongs, Peers}, 0, 0, 0, {0, none})
    end.

big_loop({Driver, Me, Sequence, K, Pongs, Peers} = A, Pinged, PingSum, Ponged, Misses) ->
    receive
        Ping when is_integer(Ping), Ping >= 0 ->
            Sender = Ping div K,
            Had = atomics:get(Pongs, Sender + 1),
            Misses1 = if Had == Ping rem K -> Misses;
                         true -> miss(Misses, "actor ~b's ping ~b came when it had ~b pongs: it did not wait for the"
                                              " pong of its last ping", [Sender, Ping rem K, Had])
                      end,
            element(Sender + 1, Peers) ! -(pong_id(Me, Ping) + 1),
            big_loop(A, Pinged + 1, PingSum + Ping, Ponged, Misses1);
        Pong when is_integer(Pong) ->
            Due = Me * K + Ponged,
            Misses1 = if -Pong - 1 == Due -> Misses;
                         true -> miss(Misses, "actor ~b got the pong for ping ~b when ~b was due", [Me, -Pong - 1, Due])
                      end,
            Next = Ponged + 1,
            atomics:put(Pongs, Me + 1, Next),
            if Next < K -> element(element(Next + 1, Sequence) + 1, Peers) ! Me * K + Next;
               true -> Driver ! {finished, Me}
            end,
            big_loop(A, Pinged, PingSum, Next, Misses1);
        stop ->
            Driver ! {big, Me, {Pinged, PingSum, Ponged, Misses}}
    end.

-define(MASK64, 16#FFFFFFFFFFFFFFFF).

%% The JVM's BigWorkload.peer: a splitmix64 hash of (actor << 32 | k) in unsigned 64-bit arithmetic, then a peer
%% other than the actor itself.
peer(A, K, N) ->
    Z0 = ((A bsl 32) bor K + 16#9E3779B97F4A7C15) band ?MASK64,
    Z1 = ((Z0 bxor (Z0 bsr 30)) * 16#BF58476D1CE4E5B9) band ?MASK64,
    Z2 = ((Z1 bxor (Z1 bsr 27)) * 16#94D049BB133111EB) band ?MASK64,
    Z3 = Z2 bxor (Z2 bsr 31),
    (A + 1 + Z3 rem (N - 1)) rem N.

%% The runner's bigPeerCheck, from this program's sequences: the sum of peer(a, k) x (a x bigPings + k + 1), mod 2^64.
peer_check(Peers, K) ->
    lists:sum([element(I + 1, element(A + 1, Peers)) * (A * K + I + 1)
               || A <- lists:seq(0, tuple_size(Peers) - 1), I <- lists:seq(0, K - 1)]) band ?MASK64.

%% Per actor, the pings it receives and the sum of their ids, from every actor's sequence: two tuples, once per
%% process.
big_expected(Peers, N, K) ->
    Counts = atomics:new(N, [{signed, false}]),
    Sums = atomics:new(N, [{signed, false}]),
    [begin To = element(I + 1, element(A + 1, Peers)) + 1, atomics:add(Counts, To, 1), atomics:add(Sums, To, A * K + I) end
     || A <- lists:seq(0, N - 1), I <- lists:seq(0, K - 1)],
    {list_to_tuple([atomics:get(Counts, A) || A <- lists:seq(1, N)]),
     list_to_tuple([atomics:get(Sums, A) || A <- lists:seq(1, N)])}.
