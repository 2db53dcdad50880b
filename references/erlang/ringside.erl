%% Ringside's workloads as Erlang processes, for the reference rows beside the JVM frameworks.
%% Every actor is a process with its own mailbox; every hop is a `!` and a `receive`.
%% The contract with the runner (arguments, output lines, exit statuses) is in references/README.md.
%% This module is the entry point (erl -run ringside main): the arguments, the iterations and their output lines;
%% each workload is a module of its own (ringside_<workload>), and the op's helpers are in ringside_lib.
-module(ringside).
-export([main/1]).
-import(ringside_lib, [fail/2, invalid/3, now_ns/0, op/2]).

-include("ringside.hrl").

-define(INT_MAX, 2147483647).
-define(WORKLOADS, ["ring", "pingpong", "fanout", "contention", "spawn", "footprint", "latency", "sieve", "select",
                    "big"]).
-define(UINT64_MAX, 18446744073709551615).
%% The JVM's SieveWorkload's largest limit.
-define(SIEVE_MAX_LIMIT, 1000000).

%% Every parameter the runner gives, with what it accepts: {choice, Values} or {int, Min}.
params() ->
    [{variant, {choice, ["processes"]}},
     {workload, {choice, ?WORKLOADS}},
     {parallelism, {int, 1}},
     {warmupIterations, {int, 0}},
     {iterations, {int, 1}},
     {iterationTime, {int, 1}},
     {opTimeout, {int, 1}},
     {workerCount, {int, 2}},
     {ringSize, {int, 1}},
     {pingPongCount, {int, 1}},
     {fanOutWorkers, {int, 1}},
     {fanOutMessages, {int, 1}},
     {contentionSenders, {int, 1}},
     {contentionMessages, {int, 1}},
     {spawnBranching, {int, 2}},
     {spawnLeaves, {int, 1}},
     {footprintActors, {int, 1}},
     {latencyRate, {int, 1}},
     {latencyDuration, {int, 1}},
     {sieveLimit, {int, 3, ?SIEVE_MAX_LIMIT}},
     {selectSources, {int, 1}},
     {selectMessages, {int, 1}},
     {bigActors, {int, 2}},
     {bigPings, {int, 1}},
     %% the runner's sum over the JVM's BigWorkload.peer, which this program's peer/4 must give too
     {bigPeerCheck, {int, 0, ?UINT64_MAX}},
     {stackDepth, {int, 0}},
     %% the runner resolves the JVM's auto before it starts the program
     {pacer, {choice, ["parking", "precise"]}}].

%% erl -run ringside main name=value ...: the whole run, ended by halt with the contract's status. A crash of the
%% program itself is a run that could not be validated: exit 3, not erl's own status 1 and its crash dump.
main(Args) ->
    try start_run(Args)
    catch
        Class:Reason:Stack -> fail(3, io_lib:format("invalid: the program failed: ~0p:~0p ~0p", [Class, Reason, Stack]))
    end.

start_run(Args) ->
    case parse(Args) of
        {error, Text} ->
            fail(2, "ringside-erlang: " ++ Text);
        {ok, #{workload := W} = Given} ->
            crash_reports_to_stderr(),
            P = prepare(W, Given),
            case capacity(W, P) of
                ok ->
                    try run(W, P)
                    catch
                        Class:Reason:Stack -> invalid(W, "the driver failed: ~0p:~0p ~0p", [Class, Reason, Stack])
                    end,
                    halt(0);
                {cannot, Text} ->
                    io:format("cannot ~s~n", [Text]),
                    halt(4)
            end
    end.

%% A crashed process's report goes to stderr: stdout carries only the protocol's lines (a handler's type is fixed
%% once added, so the default handler is added again).
crash_reports_to_stderr() ->
    {ok, Default} = logger:get_handler_config(default),
    ok = logger:remove_handler(default),
    ok = logger:add_handler(default, logger_std_h, Default#{config => #{type => standard_error}}).

%% ---- arguments: all given, each name=value, checked before any work ----

parse(Args) ->
    Names = [atom_to_list(N) || {N, _} <- params()],
    case split(Args, Names, #{}) of
        {error, _} = E -> E;
        {ok, Given} -> values(params(), Given, #{})
    end.

split([], _, Given) ->
    {ok, Given};
split([Arg | Rest], Names, Given) ->
    Accepted = "accepted: " ++ lists:join(", ", Names),
    case string:split(Arg, "=") of
        [Name, Value] ->
            case {lists:member(Name, Names), maps:is_key(Name, Given)} of
                {false, _} -> {error, io_lib:format("'~ts': unknown parameter; ~s", [Name, Accepted])};
                {true, true} -> {error, io_lib:format("~s: given twice", [Name])};
                {true, false} -> split(Rest, Names, Given#{Name => Value})
            end;
        _ ->
            {error, io_lib:format("'~ts': not name=value; ~s", [Arg, Accepted])}
    end.

values([], _, P) ->
    check_spawn(P);
values([{Name, Kind} | Rest], Given, P) ->
    Key = atom_to_list(Name),
    case maps:find(Key, Given) of
        error -> {error, io_lib:format("~s: missing; accepted: ~s", [Key, accepted(Kind)])};
        {ok, Text} ->
            case value(Kind, Text) of
                {ok, V} -> values(Rest, Given, P#{Name => V});
                error when element(1, Kind) == choice ->
                    {error, io_lib:format("~s: unknown '~ts'; accepted: ~s", [Key, Text, accepted(Kind)])};
                error ->
                    {error, io_lib:format("~s: '~ts' is not accepted; accepted: ~s", [Key, Text, accepted(Kind)])}
            end
    end.

value({choice, Values}, Text) ->
    case lists:member(Text, Values) of
        true -> {ok, Text};
        false -> error
    end;
value({int, Min}, Text) ->
    value({int, Min, ?INT_MAX}, Text);
value({int, Min, Max}, Text) ->
    try list_to_integer(Text) of
        V when V >= Min, V =< Max -> {ok, V};
        _ -> error
    catch
        error:badarg -> error
    end.

accepted({choice, Values}) -> lists:join(", ", Values);
accepted({int, Min}) -> accepted({int, Min, ?INT_MAX});
accepted({int, Min, Max}) -> io_lib:format("an integer from ~b to ~b", [Min, Max]).

%% As the JVM's SpawnWorkload, checked when spawn is run: the tree's leaves are a power of its branching.
check_spawn(#{workload := "spawn", spawnBranching := B, spawnLeaves := L} = P) ->
    case depth(B, L) of
        -1 -> {error, io_lib:format("spawnLeaves: ~b is not accepted; expected a power of spawnBranching (~b),"
                                    " such as ~b, ~b or ~b", [L, B, B, B * B, B * B * B])};
        _ -> check_schedulers(P)
    end;
check_spawn(P) ->
    check_schedulers(P).

check_schedulers(#{parallelism := Par} = P) ->
    case erlang:system_info(schedulers_online) of
        Par -> {ok, P};
        Online -> {error, io_lib:format("parallelism: ~b, but erl runs ~b online schedulers; run erl +S ~b:~b",
                                        [Par, Online, Par, Par])}
    end.

depth(B, N) -> depth(B, N, 1, 0).
depth(_, N, Leaves, D) when Leaves == N -> D;
depth(_, N, Leaves, _) when Leaves > N -> -1;
depth(B, N, Leaves, D) -> depth(B, N, Leaves * B, D + 1).

%% Processes an op has alive at most (the spawn tree: all of it, as a parent waits for its children), beside the
%% ones already running; erl refuses a spawn past its process limit (+P).
capacity(W, P) ->
    Needed = needed(W, P),
    Limit = erlang:system_info(process_limit),
    Running = erlang:system_info(process_count),
    case Needed + Running > Limit of
        false -> ok;
        true -> {cannot, io_lib:format("run ~s: it needs up to ~b processes alive at once beside erl's own ~b,"
                                       " over erl's process limit of ~b (erl +P)", [W, Needed, Running, Limit])}
    end.

needed("ring", #{workerCount := N}) -> N;
needed("pingpong", _) -> 2;
needed("fanout", #{fanOutWorkers := N}) -> N + 2;
needed("contention", #{contentionSenders := N}) -> N + 1;
needed("spawn", #{spawnBranching := B, spawnLeaves := L}) -> (B * L - 1) div (B - 1);
needed("footprint", #{footprintActors := N}) -> N;
needed("latency", _) -> 2;
needed("sieve", #{sieve := {Primes, _, _}}) -> Primes + 1;
needed("select", #{selectSources := N}) -> N + 1;
needed("big", #{bigActors := N}) -> N.

%% What a workload computes once per process, before any op: sieve's expected counts; big's peer sequence,
%% checked against the JVM's (bigPeerCheck) so that this program cannot drift from BigWorkload.peer.
prepare("sieve", #{sieveLimit := Limit} = P) ->
    P#{sieve => ringside_sieve:sieve_expected(Limit)};
prepare("big", #{bigActors := N, bigPings := K, bigPeerCheck := Check} = P) ->
    Peers = list_to_tuple([list_to_tuple([ringside_big:peer(A, I, N) || I <- lists:seq(0, K - 1)])
                           || A <- lists:seq(0, N - 1)]),
    ringside_big:peer_check(Peers, K) == Check orelse invalid("big", "the peer sequence differs from the JVM's", []),
    persistent_term:put(?BIG_PEERS, Peers),
    P#{big => ringside_big:big_expected(Peers, N, K)};
prepare(_, P) ->
    P.

%% ---- iterations: whole ops back to back until iterationTime has passed ----

run(W, P) ->
    io:format("ringside-reference language=erlang version=OTP-~s/erts-~s variant=processes workload=~s~n",
              [erlang:system_info(otp_release), erlang:system_info(version), W]),
    #{warmupIterations := Warmups, iterations := Iterations} = P,
    [iteration(W, "warmup", I, P) || I <- lists:seq(1, Warmups)],
    [iteration(W, "measure", I, P) || I <- lists:seq(1, Iterations)],
    ok.

%% footprint: one op per iteration, its figure the memory the idle processes took; then the op's time.
iteration("footprint", Kind, I, P) ->
    Start = now_ns(),
    {Actors, Bytes} = ringside_footprint:footprint(op("footprint", P), P),
    io:format("~s ~b actors=~b bytes=~b ns=~b~n", [Kind, I, Actors, Bytes, now_ns() - Start]);
%% latency: one op per iteration, its figures the latencies (ns), the achieved rate and the pacer's lateness.
iteration("latency", Kind, I, P) ->
    Start = now_ns(),
    {Requests, Figures} = ringside_latency:latency(P),
    io:format("~s ~b requests=~b ns=~b ~s~n", [Kind, I, Requests, now_ns() - Start, Figures]);
iteration(W, Kind, I, #{iterationTime := Ms} = P) ->
    Start = now_ns(),
    {Ops, End} = ops(W, P, Start, Start + Ms * 1000000, 0),
    io:format("~s ~b ops=~b ns=~b~n", [Kind, I, Ops, End - Start]).

ops(W, P, Start, Until, Done) ->
    play(W, op(W, P), P),
    case now_ns() of
        End when End >= Until -> {Done + 1, End};
        _ -> ops(W, P, Start, Until, Done + 1)
    end.


play("ring", Op, P) -> ringside_ring:ring(Op, P);
play("pingpong", Op, P) -> ringside_pingpong:pingpong(Op, P);
play("fanout", Op, P) -> ringside_fanout:fanout(Op, P);
play("contention", Op, P) -> ringside_contention:contention(Op, P);
play("spawn", Op, P) -> ringside_spawn:spawn_tree(Op, P);
play("sieve", Op, P) -> ringside_sieve:sieve(Op, P);
play("select", Op, P) -> ringside_select:select(Op, P);
play("big", Op, P) -> ringside_big:big(Op, P).
