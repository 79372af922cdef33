-- Spec 2 /cars, car search at 20,000 cars: how many cars hold each status and model, kept by the
-- database as cars change. The searches by status, by model, both or neither read their count
-- here: exact, current for every server instance, and a few rows to add up instead of
-- thousands of index entries to count on each page (docs/architecture.md, Database notes).
CREATE TABLE car_counts (
  status text NOT NULL,
  model text NOT NULL,
  cars integer NOT NULL CHECK (cars >= 0),
  PRIMARY KEY (status, model)
);

INSERT INTO car_counts (status, model, cars) SELECT status, model, count(*) FROM cars GROUP BY status, model;

CREATE FUNCTION car_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE car_counts SET cars = cars - 1 WHERE status = OLD.status AND model = OLD.model;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO car_counts (status, model, cars) VALUES (NEW.status, NEW.model, 1)
      ON CONFLICT (status, model) DO UPDATE SET cars = car_counts.cars + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER car_counts_in_out AFTER INSERT OR DELETE ON cars FOR EACH ROW
  EXECUTE FUNCTION car_counts_follow();
-- Most updates (readings, plate, version) move no count: only a new status or model does.
CREATE TRIGGER car_counts_moved AFTER UPDATE OF status, model ON cars FOR EACH ROW
  WHEN ((OLD.status, OLD.model) IS DISTINCT FROM (NEW.status, NEW.model))
  EXECUTE FUNCTION car_counts_follow();
