// Ringside's C++ reference: the spawn workload. The program, its files and its build: main.cpp.

#include <thread>
#include <vector>

#include "common.hpp"

namespace ringside {
namespace {

// Spawn: the skynet tree. Each actor is a thread; a parent starts spawnBranching children, takes their replies from
// its own mailbox, joins them and replies the sum; a leaf replies its index (SpawnWorkload, SpawnNode). The joins
// put the tear-down inside the op: a parent replies only once every thread under it has ended.

struct SpawnReply {
    long long sum;
    long long actors;          // counted by the actors themselves: a leaf says 1, a parent 1 plus its children's
    long long inline_actors;   // actors of the subtree that ran on their parent's thread or the op's
};

struct SpawnTree {
    long long branching;
    std::thread::id op_thread;
};

void spawn_actor(const SpawnTree& tree, long long first, long long span, Mailbox<SpawnReply>& parent,
        std::thread::id parent_thread) {
    std::thread::id me = std::this_thread::get_id();
    long long inline_self = me == parent_thread || me == tree.op_thread ? 1 : 0;
    if (span == 1) {
        parent.send({fault_leaf_answer(first), 1, inline_self});
        return;
    }
    Mailbox<SpawnReply> replies;
    std::vector<std::thread> children;
    children.reserve(tree.branching);
    long long share = span / tree.branching;
    for (long long i = 0; i < tree.branching; ++i) {
        long long child_first = first + i * share;
        children.push_back(start_thread([&tree, &replies, child_first, share, me] {
            spawn_actor(tree, child_first, share, replies, me);
        }));
    }
    SpawnReply mine{0, 1, inline_self};
    for (long long i = 0; i < tree.branching; ++i) {
        SpawnReply r = replies.receive();
        mine.sum += r.sum;
        mine.actors += r.actors;
        mine.inline_actors += r.inline_actors;
    }
    join_all(children);
    parent.send(mine);
}

}  // namespace

void spawn_op(const Params& p) {
    const long long b = p.spawnBranching;
    const long long leaves = p.spawnLeaves;
    SpawnTree tree{b, std::this_thread::get_id()};
    Mailbox<SpawnReply> answer;
    std::thread root = start_thread([&] { spawn_actor(tree, 0, leaves, answer, tree.op_thread); });
    SpawnReply r = answer.receive();
    root.join();

    long long actors = (b * leaves - 1) / (b - 1);
    if (r.actors != actors) {
        invalid(text(r.actors, " actors ran, expected ", actors));
    }
    if (r.sum != leaves * (leaves - 1) / 2) {
        invalid(text("the root's sum is ", r.sum, ", expected ", leaves * (leaves - 1) / 2));
    }
    check_own_threads(r.inline_actors, actors);
}

}  // namespace ringside
