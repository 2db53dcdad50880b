package ringside.clojure;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Properties;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;
import ringside.contract.VirtualThreadScheduler;

/** Clojure's core.async: go blocks and channels, the workloads written in Clojure (namespace ringside.clojure.runtime). */
public final class ClojureFramework implements Framework {

    @Override
    public String name() {
        return "clojure";
    }

    /** From the Maven properties each jar ships, so it names the jars actually loaded (without starting Clojure). */
    @Override
    public String version() {
        return "core.async " + jarVersion("core.async") + " (Clojure " + jarVersion("clojure") + ")";
    }

    @Override
    public String licence() {
        return "EPL-1.0";
    }

    @Override
    public FrameworkFacts facts() {
        return new FrameworkFacts(
                "core.async 1.9.865 (its jar is dated March 2026; 1.10.864-alpha1 is out), on Clojure 1.12.6"
                        + " (September 2026): Maven Central's metadata, last updated 2026-10-19",
                "maintained: the Clojure core team (Nubank), with releases every few months",
                "Clojure 1.12 needs Java 8 or later; core.async 1.9 runs io-thread on virtual threads from Java 21;"
                        + " measured here on the run's JDK",
                "nothing beyond Clojure itself: the go macro rewrites each go block into a state machine when its"
                        + " namespace compiles (at load, or ahead of time); no agent or weaving",
                "no: channels are in-process",
                "2026-12-01");
    }

    @Override
    public List<Variant> variants() {
        return List.of(GoBlockVariant.GO, GoBlockVariant.GO_VIRTUAL, GoBlockVariant.GO_RENDEZVOUS);
    }

    /**
     * go-virtual's carriers, the JDK's scheduler, sized before the JVM's first virtual thread. No pool size for
     * core.async: it has no such property (1.8.741 on), and its executor-factory property names a function,
     * which the variants set when they start (before any go block, when core.async first reads it).
     */
    @Override
    public List<String> jvmArgs(int parallelism) {
        return VirtualThreadScheduler.jvmArgs(parallelism);
    }

    private static String jarVersion(String artifact) {
        String resource = "META-INF/maven/org.clojure/" + artifact + "/pom.properties";
        try (InputStream in = ClojureFramework.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
