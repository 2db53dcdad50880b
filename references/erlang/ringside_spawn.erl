%% Spawn: the skynet tree; each process spawns its children, sums their replies, and replies.
-module(ringside_spawn).
-export([spawn_tree/2]).
-import(ringside_lib, [invalid/3, finish/2, start/1, report/3]).

-include("ringside_fault.hrl").

spawn_tree({W, _, _} = Op, #{spawnBranching := B, spawnLeaves := L}) ->
    Driver = self(),
    start(fun() -> tree_node(Driver, B, 0, L) end),
    {sum, Sum, Actors} = report(W, sum, finish(Op, 1)),
    ExpectedActors = (B * L - 1) div (B - 1),
    Actors == ExpectedActors orelse invalid(W, "~b actors ran, expected ~b", [Actors, ExpectedActors]),
    ExpectedSum = L * (L - 1) div 2,
    Sum == ExpectedSum orelse invalid(W, "the root's sum is ~b, expected ~b", [Sum, ExpectedSum]).

%% A leaf replies its index; a parent gives each child an equal share of its leaves, and replies the sum of their
%% replies and the processes under it, once every child has replied and ended (its monitor's 'DOWN').
tree_node(Parent, _, First, 1) ->
    Parent ! {sum, leaf_value(First), 1};
tree_node(Parent, B, First, Span) ->
    Me = self(),
    Share = Span div B,
    [start(fun() -> tree_node(Me, B, First + I * Share, Share) end) || I <- lists:seq(0, B - 1)],
    {Sum, Actors} = children(B, B, 0, 1),
    Parent ! {sum, Sum, Actors}.

children(0, 0, Sum, Actors) ->
    {Sum, Actors};
children(Replies, Ends, Sum, Actors) ->
    receive
        {sum, S, A} -> children(Replies - 1, Ends, Sum + S, Actors + A);
        {'DOWN', _, process, _, normal} -> children(Replies, Ends - 1, Sum, Actors);
        {'DOWN', _, process, _, Reason} -> exit({child, Reason}) % up the tree to the driver
    end.
