package ringside.suite;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import ringside.http.HttpLoadProgram;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.remote.RemoteSide;
import ringside.workload.Workload;

/**
 * env.json, written at the start of a run: the JDK, the machine, the CPU sets, the suite's commit, every parameter,
 * and each framework's description (outDir/frameworks/*.json, written before by each module's launcher), with the
 * references' toolchain versions gathered under "toolchains".
 */
public final class RunEnvironment {
    /**
     * The suite's parameters recorded as what they resolved to (cpuSets, the folder), or not at all: resume names the
     * folder it goes on in, whose run recorded none.
     */
    private static final Set<Parameter> RECORDED_ELSEWHERE =
            Set.of(Parameter.cpuList, Parameter.cpuSweep, Parameter.outDir, Parameter.resume);

    private RunEnvironment() {
    }

    /**
     * {@code cpuSets}: space-separated, as the run goes through them; {@code remoteCpus}: remote's server CPUs beside
     * each client set (empty when remote does not run); {@code loadCpus}: httpThroughput's load generator's CPUs beside
     * each server set (empty when it does not run; a set without one runs no httpThroughput).
     */
    public static void write(Path outDir, Parameters resolved, String cpuSets, Map<CpuSet, CpuSet> remoteCpus,
            Map<CpuSet, CpuSet> loadCpus, String commit, int moduleTimeout) throws IOException {
        Map<String, Object> env = new LinkedHashMap<>();
        env.put("started", Instant.now().toString());
        env.put("commit", commit);
        env.put("cpuSets", cpuSets);
        if (resolved.workloads().contains(Workload.REMOTE)) { // both processes' CPU sets, and where messages go
            Map<String, Object> remote = new LinkedHashMap<>();
            String host = resolved.text(Parameter.remoteHost);
            remote.put("network", host.isEmpty() ? "loopback (" + RemoteSide.LOOPBACK + ")" : "host " + host);
            Map<String, String> servers = new LinkedHashMap<>();
            remoteCpus.forEach((client, server) -> servers.put(client.toString(), server.toString()));
            remote.put("serverCpusByClientCpus", host.isEmpty() ? servers
                    : "the remote-server's, in each fork's log (ringside: remote server ... CPUs ...)");
            env.put("remote", remote);
        }
        if (resolved.workloads().contains(Workload.HTTP_THROUGHPUT)) { // the generator is outside the JVM: where it ran
            Map<String, Object> http = new LinkedHashMap<>();
            http.put("loadGenerator", HttpLoadProgram.FOLDER + " (Go, outside the JVM), on loopback");
            Map<String, String> generators = new LinkedHashMap<>();
            loadCpus.forEach((server, load) -> generators.put(server.toString(), load.toString()));
            http.put("loadCpusByServerCpus", generators);
            env.put("http", http);
        }
        Map<String, String> jdk = new LinkedHashMap<>();
        jdk.put("vendor", System.getProperty("java.vendor"));
        jdk.put("version", System.getProperty("java.runtime.version"));
        jdk.put("vm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        jdk.put("home", System.getProperty("java.home"));
        env.put("jdk", jdk);
        env.put(OutputLayout.BUILD, BuildRecord.of(System.getenv())); // the build: another framework version, say
        Map<String, String> machine = new LinkedHashMap<>();
        machine.put("cpuModel", firstMatch(Path.of("/proc/cpuinfo"), "model name"));
        machine.put("logicalCpus", Integer.toString(Runtime.getRuntime().availableProcessors()));
        machine.put("memory", ManagementFactory.getOperatingSystemMXBean() instanceof
                com.sun.management.OperatingSystemMXBean os ? os.getTotalMemorySize() / (1 << 20) + " MiB" : "unknown");
        machine.put("kernel", read(Path.of("/proc/sys/kernel/osrelease")));
        machine.put("smt", switch (read(Path.of("/sys/devices/system/cpu/smt/active"))) {
            case "1" -> "on";
            case "0" -> "off";
            default -> "unknown";
        });
        machine.put("governor", read(Path.of("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")));
        env.put("machine", machine);
        env.put("parameters", parameters(resolved, moduleTimeout));
        Map<String, JsonObject> frameworks = new LinkedHashMap<>();
        OutputLayout layout = new OutputLayout(outDir);
        Path described = layout.frameworks();
        if (Files.isDirectory(described)) {
            try (Stream<Path> files = Files.list(described)) {
                for (Path f : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                    JsonObject fw = JsonParser.parseString(Files.readString(f)).getAsJsonObject();
                    frameworks.put(fw.get("framework").getAsString(), fw);
                }
            }
        }
        env.put("frameworks", frameworks);
        Map<String, String> toolchains = new LinkedHashMap<>(); // the references' beside the JDK: what built and ran them
        frameworks.forEach((name, fw) -> {
            if (fw.has(OutputLayout.REFERENCE_MARKER)) {
                toolchains.put(name, fw.get("version").getAsString());
            }
        });
        if (!toolchains.isEmpty()) {
            env.put("toolchains", toolchains);
        }
        Files.writeString(layout.env(),
                new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(env) + "\n");
    }

    /**
     * The parameters as env.json records them: the values the launchers resolve from the same env vars; the
     * per-module ones say how they are chosen. A resumed run must have the same ({@link Resume}).
     */
    static Map<String, String> parameters(Parameters resolved, int moduleTimeout) {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (Parameter p : Parameter.values()) {
            if (!RECORDED_ELSEWHERE.contains(p) && !p.secret()) {
                parameters.put(p.name(), resolved.text(p));
            }
        }
        parameters.put(Parameter.parallelism.name(), "the number of CPUs in each CPU set");
        parameters.put(Parameter.resultFile.name(),
                OutputLayout.jmhFile(OutputLayout.moduleRun("<framework>", "<CPU set>")));
        if (parameters.get(Parameter.variants.name()).isEmpty()) {
            parameters.put(Parameter.variants.name(), "all");
        }
        parameters.put("moduleTimeout", Integer.toString(moduleTimeout));
        return parameters;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file).trim();
        } catch (IOException e) {
            return "unknown"; // not readable here (a VM, a container, not Linux)
        }
    }

    private static String firstMatch(Path file, String key) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.filter(l -> l.startsWith(key)).map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst()
                    .orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
