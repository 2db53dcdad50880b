package ringside.reference;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ringside.contract.HttpStackVariant;
import ringside.contract.Variant;
import ringside.declaration.Declarations;
import ringside.http.HttpLoadProgram;
import ringside.workload.Workload;

/**
 * The reference programs outside the JVM, declared once: each framework name, its variants (the messaging one, and
 * one named by its HTTP stack where it plays the http workloads), the language's tools
 * (and the Debian package that installs them), and the exact commands that build and run its program
 * (references/README.md). The suite runs them like framework modules, after them, selected by the same names.
 */
public enum Reference {
    GO("go", "goroutines", "Go goroutines and channels: unbuffered channels for pingpong, as the published program;"
            + " elsewhere a buffered channel as each goroutine's mailbox; select as a fan-in (a select statement"
            + " takes a fixed set of channels); GOMAXPROCS = parallelism",
            "Go", HttpLoadProgram.GO_PACKAGE, List.of(HttpLoadProgram.GO), List.of("go", "env", "GOVERSION")) {
        @Override
        List<String> build(Tools tools, Path sources, Path out, boolean fault) {
            List<String> command = new ArrayList<>(List.of(tools.path("go"), "build"));
            if (fault) {
                command.addAll(List.of("-tags", "ringside_fault"));
            }
            command.addAll(List.of("-o", out.resolve("ringside-go").toString(), "."));
            return command;
        }

        @Override
        List<String> run(Tools tools, Path out, String parallelism) {
            return List.of(out.resolve("ringside-go").toString());
        }

        @Override
        List<String> arguments() {
            return GO_ARGUMENTS;
        }

        @Override
        Optional<String> httpLacks() {
            return Optional.empty();
        }

        @Override
        Optional<HttpVariant> httpVariant() {
            return Optional.of(new HttpVariant("net-http", "Go's net/http: http.Serve (a goroutine per connection)"
                    + " running the handlers, and an http.Client on a clone of DefaultTransport keeping its connections"
                    + " alive; GOMAXPROCS = parallelism", "net/http Server and Client"));
        }
    },
    ERLANG("erlang", "processes", "Erlang processes and their mailboxes (! and receive); erl +S p:p schedulers, +P 4194304 processes",
            "Erlang/OTP", "erlang-nox", List.of("erlc", "erl"), List.of("erl", "-noshell", "-eval",
                    "io:format(\"OTP-~s/erts-~s\", [erlang:system_info(otp_release), erlang:system_info(version)]),"
                    + " halt().")) {
        @Override
        List<String> build(Tools tools, Path sources, Path out, boolean fault) {
            List<String> command = new ArrayList<>(List.of(tools.path("erlc")));
            if (fault) {
                command.add("-DRINGSIDE_FAULT");
            }
            command.addAll(List.of("-o", out.toString()));
            command.addAll(ERLANG_MODULES);
            return command;
        }

        @Override
        Optional<String> httpLacks() {
            return Optional.of("Erlang/OTP's inets has an HTTP server (httpd) and client (httpc), but the Erlang"
                    + " reference does not play the http workloads yet");
        }

        @Override
        List<String> run(Tools tools, Path out, String parallelism) {
            // +P: room for spawn's default tree (1,111,111 processes), above erl's default limit of 262,144
            return List.of(tools.path("erl"), "+S", parallelism + ":" + parallelism, "+P", PROCESS_LIMIT, "-noshell",
                    "-pa", out.toString(), "-run", "ringside", "main");
        }
    },
    CPP("cpp", "threads", "C++ std::thread per actor, each with a std::mutex + std::condition_variable + std::deque"
            + " mailbox (unbounded): the OS-thread baseline; g++ -O2", "C++", "g++", List.of("g++"),
            List.of("g++", "-dumpfullversion")) {
        @Override
        String version(String printed) {
            return "g++-" + printed; // as the program's own header says it
        }

        @Override
        List<String> build(Tools tools, Path sources, Path out, boolean fault) {
            List<String> command = new ArrayList<>(List.of(tools.path("g++"), "-O2", "-std=c++20", "-pthread"));
            if (fault) {
                command.add("-DRINGSIDE_FAULT");
            }
            command.addAll(List.of("-o", out.resolve("ringside-cpp").toString()));
            command.addAll(CPP_SOURCES);
            return command;
        }

        @Override
        List<String> run(Tools tools, Path out, String parallelism) {
            return List.of(out.resolve("ringside-cpp").toString());
        }

        @Override
        Optional<String> httpLacks() {
            return Optional.of("the C++ standard library has no sockets, nor an HTTP server or client (the networking"
                    + " proposal never entered the standard), and the reference programs use their standard library"
                    + " only");
        }
    };

    /** The folder, beside the framework modules, that holds one sub-folder of sources per reference. */
    public static final String FOLDER = "references";
    /**
     * The Erlang program's modules, every .erl file of references/erlang in sorted order (a test checks the folder
     * against it): ringside.erl, the entry point erl runs, and a module per workload and for their shared helpers.
     */
    static final List<String> ERLANG_MODULES = List.of("ringside.erl", "ringside_big.erl", "ringside_contention.erl",
            "ringside_depth.erl", "ringside_fanout.erl", "ringside_footprint.erl", "ringside_latency.erl",
            "ringside_lib.erl", "ringside_pingpong.erl", "ringside_ring.erl", "ringside_select.erl",
            "ringside_sieve.erl", "ringside_spawn.erl");
    /**
     * The C++ program's source files, named in the folder it builds in (references/cpp), in sorted order: g++
     * compiles and links them all, and they include the folder's headers. A test checks the list is the folder's .cpp
     * files.
     */
    static final List<String> CPP_SOURCES = List.of("big.cpp", "contention.cpp", "fanout.cpp", "footprint.cpp",
            "latency.cpp", "main.cpp", "params.cpp", "pingpong.cpp", "ring.cpp", "select.cpp", "sieve.cpp",
            "spawn.cpp");
    /** Erlang's process limit for every run: a power of two, as erl rounds it. */
    static final String PROCESS_LIMIT = "4194304";
    /** The program's arguments, in this order, each {@code name=value} with Ringside's parameter names. */
    static final List<String> ARGUMENTS = List.of("variant", "workload", "parallelism", "warmupIterations",
            "iterations", "iterationTime", "opTimeout", "workerCount", "ringSize", "pingPongCount", "fanOutWorkers",
            "fanOutMessages", "contentionSenders", "contentionMessages", "spawnBranching", "spawnLeaves",
            "footprintActors", "latencyRate", "latencyDuration", "pacer", "sieveLimit", "selectSources",
            "selectMessages", "bigActors", "bigPings", "bigPeerCheck", "stackDepth");
    /** Go's program also plays httpPingPong, so it takes its count last. */
    static final List<String> GO_ARGUMENTS = Stream.concat(ARGUMENTS.stream(), Stream.of("httpPingPongCount"))
            .toList();
    final String name;
    private final String variant;
    private final String description;
    private final String language;
    private final String aptPackage;
    private final List<String> tools;
    private final List<String> versionCommand;

    Reference(String name, String variant, String description, String language, String aptPackage,
            List<String> tools, List<String> versionCommand) {
        this.name = name;
        this.variant = variant;
        this.description = description;
        this.language = language;
        this.aptPackage = aptPackage;
        this.tools = tools;
        this.versionCommand = versionCommand;
    }

    /** The program's arguments, in order, each given as {@code name=value}. */
    List<String> arguments() {
        return ARGUMENTS;
    }

    /**
     * Why its program does not play {@code workload} at {@code stackDepth} (0 for the workloads without one), or
     * empty when it does: every program plays every workload at every depth, but those whose declarations say the
     * references do not (remote), and the http workloads where its language's standard library has no HTTP server and
     * client to play them with.
     */
    Optional<String> notPlayed(Workload workload, int stackDepth) {
        if (workload.http()) {
            return httpLacks().map(why -> workload.publicName() + " runs on an HTTP server and client: " + why);
        }
        return Declarations.of(workload).notForReferences();
    }

    /** Why the program plays no http workload, or empty when it plays them (with its standard library's HTTP). */
    abstract Optional<String> httpLacks();

    /**
     * A variant of its own for the http workloads, named by its HTTP stack as the JVM's HTTP stack variants are; empty
     * where the program plays no http workload.
     */
    Optional<HttpVariant> httpVariant() {
        return Optional.empty();
    }

    /**
     * The variant that plays the http workloads.
     *
     * @param stack the stack's name, which the report's frameworks table gives with the toolchain's version
     */
    record HttpVariant(String name, String description, String stack) {
    }

    /** Its variants: the one that plays the messaging workloads, then the http one where it has one. */
    public List<String> variants() {
        return Stream.concat(Stream.of(variant), httpVariant().map(HttpVariant::name).stream()).toList();
    }

    /** The variant that plays the workload: each is played by one. */
    public String variantFor(Workload workload) {
        return workload.http() ? httpVariant().map(HttpVariant::name).orElse(variant) : variant;
    }

    /**
     * Why {@code variantName} does not play the workload because the other variant does, as the JVM's HTTP stack
     * variants and messaging variants say it; empty where it is the one that plays it.
     */
    Optional<String> otherVariantPlays(String variantName, Workload workload) {
        if (variantFor(workload).equals(variantName)) {
            return Optional.empty();
        }
        return Optional.of(workload.http() ? Variant.NO_HTTP_STACK
                : HttpStackVariant.onlyHttp(variantName, variant, workload));
    }

    /** The build command; {@code fault} builds the broken form the tests use (each workload has one bug). */
    abstract List<String> build(Tools tools, Path sources, Path out, boolean fault);

    /** The run command of one process (one fork), before its {@code name=value} arguments; p as the plan gives it. */
    abstract List<String> run(Tools tools, Path out, String parallelism);

    /** The toolchain's version as recorded, from what its version command printed. */
    String version(String printed) {
        return printed;
    }

    /** The folder the build command runs in: the program's own, where its files name one another. */
    Path buildFolder(Path sources) {
        return sources.resolve(name);
    }

    /** The framework name, as {@code frameworks=} selects it and reports name it. */
    public String frameworkName() {
        return name;
    }

    public String variant() {
        return variant;
    }

    /** The messaging variant's one-line description, as a module's variant has one. */
    public String description() {
        return description;
    }

    /** Each variant's one-line description, by name. */
    public Map<String, String> descriptions() {
        Map<String, String> out = new LinkedHashMap<>();
        out.put(variant, description);
        httpVariant().ifPresent(h -> out.put(h.name(), h.description()));
        return out;
    }

    public String language() {
        return language;
    }

    /** The executables the reference needs on PATH. */
    public List<String> tools() {
        return tools;
    }

    /** The command that prints the toolchain's version (its first tool is looked up on PATH). */
    List<String> versionCommand(Tools found) {
        List<String> command = new ArrayList<>(versionCommand);
        command.set(0, found.path(command.get(0)));
        return command;
    }

    /** The toolchain's licence: Go's and Erlang/OTP's, g++'s and libstdc++'s (the programs themselves are Ringside's). */
    public String licence() {
        return switch (this) {
            case GO -> "BSD-3-Clause";
            case ERLANG -> "Apache-2.0";
            case CPP -> "GPL-3.0-or-later with the GCC Runtime Library Exception";
        };
    }

    /**
     * What the program's footprint figure reads, with the actors waiting and right before they were created (the
     * report says it under the references' footprint table): each runtime's own account of its memory, settled first.
     */
    public String footprintMeasure() {
        return switch (this) {
            case GO -> "the Go runtime's memory from the OS (runtime.MemStats Sys - HeapReleased) after"
                    + " debug.FreeOSMemory (a full collection that returns free memory to the OS), minus the lowest such"
                    + " reading before any op's actors in the process (the runtime keeps and reuses goroutine"
                    + " descriptors); from Go 1.19 new goroutines' stacks start at the average size it has scanned";
            case ERLANG -> "the memory the Erlang runtime has allocated (erlang:memory(total): processes, tables,"
                    + " binaries, code and the runtime's own) after garbage collecting every process";
            case CPP -> "the process's resident memory (VmRSS of /proc/self/status) after malloc_trim(0) returns the C"
                    + " library's free memory to the system; each thread's stack counts as far as it was touched";
        };
    }

    /** What a user runs to install the toolchain on Debian or Ubuntu. */
    public String installCommand() {
        return "sudo apt-get install " + aptPackage;
    }

    public String aptPackage() {
        return aptPackage;
    }

    /** Whether every tool it needs is on the PATH of {@code environment}. */
    public boolean installed(Map<String, String> environment) {
        return Tools.find(this, environment.get("PATH")).installed();
    }

    /** The toolchain's version as found on the PATH of {@code environment}, or why it cannot tell (not installed). */
    public String toolchainVersion(Map<String, String> environment) {
        return new ReferenceProgram(this, Path.of("."), Path.of("."), environment).toolchainVersion();
    }

    /** Every reference's framework name, in run order. */
    public static List<String> names() {
        return Arrays.stream(values()).map(r -> r.name).toList();
    }

    public static Optional<Reference> named(String framework) {
        return Arrays.stream(values()).filter(r -> r.name.equals(framework)).findFirst();
    }

    public static String namesText() {
        return Arrays.stream(values()).map(r -> r.name).collect(Collectors.joining(","));
    }
}
