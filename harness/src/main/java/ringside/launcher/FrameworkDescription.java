package ringside.launcher;

import com.google.gson.GsonBuilder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ringside.contract.Framework;
import ringside.contract.Variant;
import ringside.output.OutputLayout;

/**
 * What a report says of a framework: its version, licence, facts, variants (their remote sides, their notes on
 * several CPUs) and the fork's JVM arguments. A reference program outside the JVM is described with the same keys,
 * and a {@value OutputLayout#REFERENCE_MARKER} object that marks it as one (its language, toolchain, install, build and run commands).
 */
public final class FrameworkDescription {
    /**
     * The key of the workloads each variant refuses in this run, by design or at its sizes: variant, then workload,
     * then why. The suite leaves them out of its plan; the module records them as not run.
     */
    public static final String REFUSES = "refuses";

    private FrameworkDescription() {
    }

    /** The key of each HTTP stack variant's stack name and version. */
    public static final String HTTP_STACKS = "httpStacks";

    static String json(Framework framework, List<String> jvmArgs, Map<String, Map<String, String>> refuses) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("framework", framework.name());
        out.put("version", framework.version());
        out.put("licence", framework.licence());
        out.put("facts", framework.facts()); // a record: its component names are the JSON keys
        Map<String, String> variants = new LinkedHashMap<>();
        framework.variants().forEach(v -> variants.put(v.name(), v.description()));
        out.put("variants", variants);
        Map<String, String> remoting = new LinkedHashMap<>(); // how each variant with a remote side does remote
        framework.variants().forEach(v -> v.remoting().ifPresent(r -> remoting.put(v.name(), r.description())));
        out.put("remoting", remoting);
        Map<String, String> http = new LinkedHashMap<>(); // each variant's own HTTP stack: what its http rows run on
        framework.variants().forEach(v -> v.http().ifPresent(h -> http.put(v.name(), h.description())));
        out.put("http", http);
        Map<String, String> stacks = new LinkedHashMap<>(); // each HTTP stack's name and version, for the tables
        framework.variants().forEach(v -> v.http().ifPresent(h -> stacks.put(v.name(), h.stack())));
        out.put(HTTP_STACKS, stacks);
        out.put("singleThreaded", framework.variants().stream().filter(Variant::singleThreaded).map(Variant::name)
                .toList());
        Map<String, String> multiCpu = new LinkedHashMap<>(); // why a variant's cost changes with the CPUs
        framework.variants().forEach(v -> v.multiCpuNote().ifPresent(note -> multiCpu.put(v.name(), note)));
        out.put("multiCpu", multiCpu);
        out.put("jvmArgs", jvmArgs);
        out.put(REFUSES, refuses);
        return text(out);
    }

    /**
     * A reference program's description: no facts, no remoting, no JVM arguments; {@code reference} says what it
     * is (language, toolchain version, how to install, build and run it); {@code variants}: each variant's
     * description; {@code httpStacks}: the stack of the variant that plays the http workloads, where one does;
     * {@code refuses}: per variant, the run's workloads it does not play, and why.
     */
    public static String reference(String name, String version, String licence, Map<String, String> variants,
            Map<String, String> httpStacks, Map<String, String> reference, Map<String, Map<String, String>> refuses) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("framework", name);
        out.put("version", version);
        out.put("licence", licence);
        out.put("variants", variants);
        out.put("remoting", Map.of());
        Map<String, String> http = new LinkedHashMap<>(); // as a module's: the HTTP variant's own line
        httpStacks.keySet().forEach(v -> http.put(v, variants.get(v)));
        out.put("http", http);
        out.put(HTTP_STACKS, httpStacks);
        out.put("singleThreaded", List.of());
        out.put("multiCpu", Map.of());
        out.put("jvmArgs", List.of());
        out.put(REFUSES, refuses);
        out.put(OutputLayout.REFERENCE_MARKER, reference);
        return text(out);
    }

    private static String text(Map<String, Object> out) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(out) + "\n";
    }
}
