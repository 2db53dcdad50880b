// Ringside's C++ reference: the stack-depth witness of ring and ping-pong (the program: main.cpp). Header-only,
// as it was in the one file: receive_at's body stays in each workload's file, inline for the linker, never inlined.

#pragma once

#include <algorithm>
#include <cstdint>
#include <random>

#include "common.hpp"

namespace ringside {

// Stack depth (ring and ping-pong): at stackDepth d > 0 each receive is made d calls deep in receive_at, a plain
// recursive function the compiler neither inlines nor flattens into a loop. C++ has no portable stack walk, so one
// receive per op, of one worker and one of its first calls drawn at random, is checked two ways: the levels counted
// by the recursion's own argument, and the stack it spans (GCC's __builtin_frame_address), at least a return address
// and a saved word per level, which a recursion turned into a loop would not span.

constexpr long long kFirstCalls = 16;  // the checked receive is one of its worker's first 16, as the JVM's witness
constexpr std::uintptr_t kMinFrameBytes = 16;

struct DepthWitness {
    int depth = 0;
    int entity = -1;              // the worker checked, or -1 at depth 0
    long long call = 0;           // its receive checked, from 1
    long long calls = 0;          // its receives so far: written by that worker only
    long long levels = -1;        // receive_at's levels at the checked receive; -1 until then (read after the joins)
    std::uintptr_t spanned = 0;   // the stack bytes from its top level's frame to its bottom's

    /** Draws the worker to check among entities (receives(i): worker i's receives in the op). */
    template <class Receives>
    DepthWitness(int d, int entities, Receives receives) : depth(d) {
        if (d == 0) {
            return;
        }
        static std::mt19937_64 random{std::random_device{}()};
        int e = static_cast<int>(random() % static_cast<std::uint64_t>(entities));
        while (receives(e) < 1) {  // a worker that receives nothing in this op cannot be checked
            e = (e + 1) % entities;
        }
        entity = e;
        call = 1 + static_cast<long long>(random() % static_cast<std::uint64_t>(std::min(receives(e), kFirstCalls)));
    }

    void at_depth(int me, long long level, std::uintptr_t top, std::uintptr_t bottom) {
        if (me == entity && ++calls == call) {
            levels = level;
            spanned = top > bottom ? top - bottom : 0;  // the stack grows down on every target g++ builds for here
        }
    }

    void check(const char* who) const {
        if (depth == 0) {
            return;
        }
        if (levels < 0) {
            invalid(text(who, " ", entity, " never made its receive ", call, " at depth ", depth));
        }
        if (levels != depth || spanned < kMinFrameBytes * static_cast<std::uintptr_t>(depth)) {
            invalid(text(who, " ", entity, " made its receive ", call, " ", levels, " levels deep over ", spanned,
                    " bytes of stack, expected ", depth, " levels over at least ", kMinFrameBytes * depth, " bytes"));
        }
    }
};

/** Receives frames calls deep; level counts the calls above, top is the first call's frame. */
inline __attribute__((noinline)) int receive_at(Mailbox<int>& in, int frames, DepthWitness& witness, int me,
        long long level, std::uintptr_t top) {
    std::uintptr_t here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    if (level == 0) {
        top = here;
    }
    if (frames == 0) {
        witness.at_depth(me, level, top, here);
        return in.receive();
    }
    int v = receive_at(in, frames - 1, witness, me, level + 1, top);
    asm volatile("" : : "r"(v) : "memory");  // the result used after the call: no tail call
    return v;
}

/** A worker's receive: a plain receive at depth 0, today's path; else receive_at, depth calls deep. */
inline int receive(Mailbox<int>& in, DepthWitness& witness, int me) {
    return witness.depth == 0 ? in.receive() : receive_at(in, witness.depth, witness, me, 0, 0);
}

}  // namespace ringside
