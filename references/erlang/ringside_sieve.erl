%% Sieve: a generator and a pipeline of filters, one per prime, the tail making the filter for each new prime.
-module(ringside_sieve).
-export([sieve/2, sieve_expected/1]).
-import(ringside_lib, [invalid/3]).

%% The JVM's SieveWorkload: the end of the numbers, the first filter's prime.
-define(SIEVE_END, 0).
-define(FIRST_PRIME, 2).

-include("ringside_fault.hrl").

%% The generator sends 3..sieveLimit-1, then the end (0), to the filter for 2. Each filter reports, on the end, its
%% prime, the next filter's prime (none at the tail), and the numbers it received and dropped, then forwards the end.
%% The driver follows that chain of reports from 2 to the tail, so a missing one shows at once. It links to the
%% generator and each filter links itself to it; it traps exits during the op, so a crash reaches it as an 'EXIT',
%% and so does each end.
sieve({W, _, _} = Op, #{sieveLimit := Limit, sieve := {Primes, PrimeSum, Expected}}) ->
    Driver = self(),
    process_flag(trap_exit, true),
    First = filter_start(Driver, ?FIRST_PRIME),
    spawn_link(fun() -> generate(First, ?FIRST_PRIME + 1, Limit) end),
    {Reports, Ended} = sieve_reports(Op, ?FIRST_PRIME, #{}, 0),
    ok = sieve_ended(Op, map_size(Reports) + 1 - Ended),
    process_flag(trap_exit, false),
    Strays = [Prime || Prime <- maps:keys(Reports), not maps:is_key(Prime, Expected)],
    Strays == [] orelse invalid(W, "~b filters were made for numbers that are not primes below the limit, the first"
                                   " for ~b", [length(Strays), lists:min(Strays)]),
    Found = map_size(Reports),
    Sum = lists:sum(maps:keys(Reports)),
    Found == Primes andalso Sum == PrimeSum orelse
        invalid(W, "~b primes found (their sum ~b), expected ~b (sum ~b)", [Found, Sum, Primes, PrimeSum]),
    [check_filter(W, Prime, maps:get(Prime, Expected), Counts) || {Prime, Counts} <- lists:sort(maps:to_list(Reports))],
    ok.

check_filter(_, _, {R, D}, {_, R, D}) -> ok;
check_filter(W, Prime, {ER, ED}, {_, R, D}) ->
    invalid(W, "the filter for ~b received ~b numbers and dropped ~b, expected ~b and ~b", [Prime, R, D, ER, ED]).

generate(First, N, Limit) when N >= Limit ->
    First ! ?SIEVE_END;
generate(First, N, Limit) ->
    generated(N) andalso (First ! N),
    generate(First, N + 1, Limit).

%% A filter's queue may hold most of the numbers at once (the generator outruns the pipeline): kept off its heap.
filter_start(Driver, Prime) ->
    spawn_opt(fun() -> link(Driver), filter(Driver, Prime, none, none, 0, 0) end, [{message_queue_data, off_heap}]).

filter(Driver, Prime, Next, NextPrime, Received, Dropped) ->
    receive
        ?SIEVE_END ->
            Driver ! {filter, Prime, NextPrime, Received, Dropped},
            Next == none orelse (Next ! ?SIEVE_END),
            ok;
        N when N rem Prime == 0 ->
            filter(Driver, Prime, Next, NextPrime, Received + 1, Dropped + 1);
        N when Next == none ->
            filter(Driver, Prime, filter_start(Driver, N), N, Received + 1, Dropped);
        N ->
            Next ! N,
            filter(Driver, Prime, Next, NextPrime, Received + 1, Dropped)
    end.

%% The filters' reports, prime => {next prime, received, dropped}, once the chain from Prime reaches the tail's, and
%% how many processes have ended meanwhile.
sieve_reports(Op, Prime, Reports, Ended) ->
    case Reports of
        #{Prime := {none, _, _}} -> {Reports, Ended};
        #{Prime := {Next, _, _}} when is_integer(Next), Next > Prime -> sieve_reports(Op, Next, Reports, Ended);
        #{Prime := {Next, _, _}} ->
            invalid(element(1, Op), "the filter for ~b named ~0p as the next, not a larger number", [Prime, Next]);
        _ ->
            case sieve_next(Op) of
                {filter, Reported, Next, R, D} -> sieve_reports(Op, Prime, Reports#{Reported => {Next, R, D}}, Ended);
                ended -> sieve_reports(Op, Prime, Reports, Ended + 1);
                Other -> invalid(element(1, Op), "expected a filter's report, got ~0p", [Other])
            end
    end.

%% Waits for the ends of the generator and every filter that reported (their 'EXIT's, in any order).
sieve_ended(_, 0) -> ok;
sieve_ended({W, _, _} = Op, Left) ->
    case sieve_next(Op) of
        ended -> sieve_ended(Op, Left - 1);
        Other -> invalid(W, "expected the end of the generator and the filters, got ~0p", [Other])
    end.

%% next/1 for a process that traps exits: an 'EXIT' that is not normal fails the op; a normal one is an end.
sieve_next({W, S, Deadline}) ->
    Left = max(0, Deadline - erlang:monotonic_time(millisecond)),
    receive
        {'EXIT', _, normal} -> ended;
        {'EXIT', _, Reason} -> invalid(W, "a process of the op ended with ~0p", [Reason]);
        Message -> Message
    after Left ->
        invalid(W, "op timed out after ~b s", [S])
    end.

%% The primes below Limit, their sum, and per prime the numbers its filter receives and drops, as the JVM's
%% SieveWorkload: filter p receives the n in [3, Limit), n =/= p, whose smallest prime factor is at least p, and
%% drops those whose smallest factor is p. From a smallest-prime-factor sieve, once per process.
sieve_expected(Limit) ->
    Smallest = atomics:new(Limit, [{signed, false}]), % index n: n's smallest prime factor, 0 until found
    [mark_multiples(Smallest, N, N, Limit) || N <- lists:seq(2, Limit - 1), atomics:get(Smallest, N) == 0],
    WithFactor = atomics:new(Limit, [{signed, false}]), % index p: the numbers 3..Limit-1 whose smallest factor is p
    [atomics:add(WithFactor, atomics:get(Smallest, N), 1) || N <- lists:seq(3, Limit - 1)],
    Primes = [N || N <- lists:seq(2, Limit - 1), atomics:get(Smallest, N) == N],
    {Expected, _} = lists:foldl(fun(P, {Map, AtLeast}) ->
                                        With = atomics:get(WithFactor, P),
                                        Sent = if P >= 3 -> 1; true -> 0 end, % the generator sends every prime from 3
                                        {Map#{P => {AtLeast + With - Sent, With - Sent}}, AtLeast + With}
                                end, {#{}, 0}, lists:reverse(Primes)),
    {length(Primes), lists:sum(Primes), Expected}.

mark_multiples(_, _, M, Limit) when M >= Limit -> ok;
mark_multiples(Smallest, N, M, Limit) ->
    atomics:get(Smallest, M) == 0 andalso atomics:put(Smallest, M, N),
    mark_multiples(Smallest, N, M + N, Limit).
