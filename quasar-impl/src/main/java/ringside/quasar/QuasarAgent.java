package ringside.quasar;

import co.paralleluniverse.fibers.Instrumented;
import co.paralleluniverse.fibers.instrument.JavaAgent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import ringside.quasar.workloads.actors.Ring.RingActor;
import ringside.quasar.workloads.channels.Ring.RingWorker;

/**
 * Finds the agent jar and checks, before anything is measured, that this JVM really runs with it: without the
 * agent Quasar's fibers cannot suspend, and a run would fail or measure something else.
 */
final class QuasarAgent {
    static final String ADD_OPENS = "--add-opens=java.base/java.lang=ALL-UNNAMED";
    private QuasarAgent() {
    }

    /** The patched quasar-core jar on this class path: the same file serves as -javaagent. */
    static Path jar() {
        CodeSource source = JavaAgent.class.getProtectionDomain().getCodeSource();
        Path path;
        try {
            path = Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("cannot tell where Quasar's JavaAgent class was loaded from", e);
        }
        if (!Files.isRegularFile(path) || !path.toString().endsWith(".jar")) {
            throw new IllegalStateException("the Quasar agent must be a jar, but the class path has " + path
                    + ": build quasar-agent's jar with the package phase, e.g."
                    + " `./mvnw -pl quasar-impl -am -DskipTests package exec:java` (not test-compile)");
        }
        return path;
    }

    /** Throws, naming what is missing, unless the agent is active, java.lang is open and a fiber class was instrumented. */
    static void check() {
        if (!JavaAgent.isActive()) {
            throw new IllegalStateException("the Quasar agent is not running in this JVM: start it with -javaagent:"
                    + "<quasar-agent jar> (the launcher adds it for benchmark forks); no result is measured without it");
        }
        if (!Thread.class.getModule().isOpen("java.lang", QuasarAgent.class.getModule())) {
            throw new IllegalStateException("Quasar needs " + ADD_OPENS + " (it reads Thread's thread-local fields)");
        }
        if (!instrumented(RingWorker.class) || !instrumented(RingActor.class)) {
            throw new IllegalStateException("the Quasar agent is running but did not instrument Ringside's fibers"
                    + " (no @Instrumented on their suspendable methods); no result is measured from uninstrumented code");
        }
    }

    private static boolean instrumented(Class<?> suspendable) {
        for (var method : suspendable.getDeclaredMethods()) {
            if (method.isAnnotationPresent(Instrumented.class)) {
                return true;
            }
        }
        return false;
    }
}
