package ringside.kilim;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Properties;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;

/** Kilim: tasks and mailboxes on its scheduler, and its bare continuations; classes woven by the build. */
public final class KilimFramework implements Framework {

    @Override
    public String name() {
        return "kilim";
    }

    /** From the kilim jar's own Maven metadata, so it names the jar actually loaded. */
    @Override
    public String version() {
        try (InputStream in = kilim.Task.class.getResourceAsStream("/META-INF/maven/org.db4j/kilim/pom.properties")) {
            if (in == null) {
                return "unknown (no Maven metadata in the kilim jar)";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String licence() {
        return "MIT";
    }

    @Override
    public FrameworkFacts facts() {
        return new FrameworkFacts(
                "2.0.2 (June 2019), the last release",
                "no release since June 2019",
                "class files for Java 8 and later; its weaver as shipped (ASM 7.1) cannot read current class files,"
                        + " so Ringside's build raises the weaver's ASM API level to ASM 9 to weave on JDK 21 and later",
                "bytecode weaving of every class with pausable methods, in the build (Kilim's Weaver)",
                "no: tasks and mailboxes are in-process",
                "2026-11-30");
    }

    @Override
    public List<Variant> variants() {
        return List.of(KilimVariant.MAILBOX, KilimVariant.MAILBOX_FORKJOIN, KilimVariant.CONTINUATION,
                KilimHttpVariant.KILIM_HTTP);
    }

    /** The default scheduler's size too, though each runtime makes its own scheduler of exactly this size. */
    @Override
    public List<String> jvmArgs(int parallelism) {
        return List.of("-Dkilim.Scheduler.numThreads=" + parallelism);
    }
}
