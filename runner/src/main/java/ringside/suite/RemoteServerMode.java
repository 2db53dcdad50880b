package ringside.suite;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import ringside.launcher.JmhArgs;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.remote.RemoteServerAgent;
import ringside.remote.RemoteServerMain;
import ringside.remote.RemoteToken;

/**
 * {@code ./benchmark.sh remote-server}: sets up remote's {@link RemoteServerAgent} for this checkout's frameworks,
 * with each server JVM's command line built from what the framework's launcher states.
 */
final class RemoteServerMode {
    private RemoteServerMode() {
    }

    /**
     * The remote-server of this checkout: every framework's server JVM gets the JVM arguments its launcher states
     * for this machine's server CPUs (remoteCpuList, by default all this process may use), with the same heap and
     * flags as the client's run when both are given the same parameters (jmhArgs' -jvmArgsAppend included); blocks,
     * serving, until the JVM ends.
     */
    static int run(Checkout checkout, SuiteSettings settings, String allowedCpus, PrintStream out, PrintStream err)
            throws IOException, InterruptedException {
        Parameters p = settings.parameters();
        String bind = p.text(Parameter.remoteBind);
        // checked by the settings already; empty: no secret given
        Optional<RemoteToken> token = p.text(Parameter.remoteToken).isEmpty() ? Optional.empty()
                : Optional.of(RemoteToken.parse(p.text(Parameter.remoteToken)));
        if (token.isEmpty() && !InetAddress.getByName(bind).isLoopbackAddress()) { // another machine may connect
            err.println("benchmark.sh: " + Parameter.remoteToken + ": required when " + Parameter.remoteBind + " is "
                    + bind + ", not a loopback address, so that only your client is served; expected "
                    + Parameter.remoteToken.accepted() + ", the same on both machines");
            return 2;
        }
        CpuSet cpus;
        try {
            cpus = p.text(Parameter.remoteCpuList).isEmpty() ? CpuSet.available(allowedCpus)
                    : CpuSet.parse(p.text(Parameter.remoteCpuList), CpuSet.available(allowedCpus));
        } catch (IllegalArgumentException e) {
            err.println("benchmark.sh: remoteCpuList: " + e.getMessage());
            return 2;
        }
        JvmCommands commands = new JvmCommands(checkout);
        List<String> appended = List.copyOf(JmhArgs.parse(p.text(Parameter.jmhArgs)).options().getJvmArgsAppend()
                .orElse(List.of()));
        Path described = Files.createTempDirectory("ringside-remote-server");
        Map<String, List<String>> flags = new LinkedHashMap<>();
        Map<String, List<String>> jvms = new LinkedHashMap<>();
        for (String framework : settings.frameworks().stream().filter(f -> !Checkout.isReference(f)).toList()) {
            Path file = described.resolve(framework + ".json");
            Path plan = Files.writeString(described.resolve(framework + ".plan.json"),
                    p.with(Parameter.parallelism, Integer.toString(cpus.size())).plan());
            ProcessBuilder describe = new ProcessBuilder(commands.describe(framework, file, plan))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.INHERIT);
            if (describe.start().waitFor() != 0) {
                err.println("benchmark.sh: remote-server: " + framework + " could not describe itself (above)");
                return 2;
            }
            List<String> args = new ArrayList<>();
            JsonParser.parseString(Files.readString(file)).getAsJsonObject().getAsJsonArray("jvmArgs")
                    .forEach(a -> args.add(a.getAsString()));
            args.addAll(appended); // as JMH appends them to a client's fork
            flags.put(framework, args);
            List<String> jvm = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString()));
            jvm.addAll(args);
            jvm.addAll(List.of("-cp", checkout.classPath(Checkout.module(framework))));
            jvms.put(framework, jvm);
        }
        int port = p.integer(Parameter.remotePort);
        BiFunction<String, String, List<String>> command = (framework, variant) -> {
            List<String> c = new ArrayList<>(List.of("taskset", "-c", cpus.toString()));
            c.addAll(jvms.get(framework));
            c.addAll(List.of(RemoteServerMain.class.getName(), framework, variant, Integer.toString(cpus.size()), bind,
                    Integer.toString(port + 1)));
            return c;
        };
        RemoteServerAgent agent = new RemoteServerAgent(bind, port, cpus.toString(), jvms.keySet(), command,
                flags::get, token, Duration.ofSeconds(p.integer(Parameter.opTimeout)), out);
        out.println("benchmark.sh: remote-server on " + bind + ":" + port + " (servers on port " + (port + 1)
                + "), CPUs " + cpus + ", frameworks " + String.join(",", jvms.keySet()) + (token.isPresent()
                        ? "; a client must prove it has " + Parameter.remoteToken : "") + "; Ctrl-C ends it");
        agent.serve();
        return 0;
    }

}
