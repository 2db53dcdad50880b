package ringside.pekko;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;

/**
 * The same actors under two configurations, so the only difference measured is the configuration.
 * Both size the default dispatcher's fork-join pool to exactly the run's parallelism (fairness rule 1).
 */
record ActorVariant(String name, String description, String tuning) implements Variant {

    static final ActorVariant TYPED = new ActorVariant("typed",
            "typed actors (Behaviors, tell) on the default dispatcher: fork-join-executor with parallelism-min ="
                    + " parallelism-max = the run's CPUs, throughput 5; default unbounded mailbox"
                    + " (ConcurrentLinkedQueue); otherwise Pekko's default configuration", "");

    /** Both settings are documented performance knobs; the actors' code is unchanged. */
    static final ActorVariant TYPED_TUNED = new ActorVariant("typed-tuned",
            "as typed, plus: default mailbox SingleConsumerOnlyUnboundedMailbox (unbounded MPSC node queue)"
                    + " and dispatcher throughput 100 (an actor handles up to 100 queued messages per turn, not 5)",
            """
            pekko.actor.default-mailbox.mailbox-type = "org.apache.pekko.dispatch.SingleConsumerOnlyUnboundedMailbox"
            pekko.actor.default-dispatcher.throughput = 100
            """);

    @Override
    public VariantRuntime start(int parallelism) {
        return new ActorRuntime(config(parallelism));
    }

    /** Quiet logging (no dead-letter noise at op tear-down), the pool sized to the run, then the tuning. */
    Config config(int parallelism) {
        String base = """
                pekko {
                  loglevel = WARNING
                  stdout-loglevel = WARNING
                  log-dead-letters = off
                  log-dead-letters-during-shutdown = off
                  actor.default-dispatcher.fork-join-executor {
                    parallelism-min = %d
                    parallelism-max = %d
                    parallelism-factor = 1.0
                  }
                }
                """.formatted(parallelism, parallelism);
        return ConfigFactory.parseString(tuning).withFallback(ConfigFactory.parseString(base))
                .withFallback(ConfigFactory.load());
    }
}
